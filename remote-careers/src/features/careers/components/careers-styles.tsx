import styled from '@emotion/styled';
import { theme } from '@storefront/shared';
import { Link } from 'react-router-dom';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A titled block of the careers page. */
export const CareersSection = styled.section`
  margin: 40px 0;
  h2 { margin: 0 0 16px; font-size: clamp(1.25rem, 3vw, 1.75rem); }
`;

/** A link that looks like the page's main button. */
export const ButtonLink = styled(Link)`
  display: inline-block;
  padding: 12px 20px;
  border-radius: 8px;
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover { background: ${theme.color.brandDark}; }
  &:focus-visible { outline: 2px solid ${theme.color.brandDark}; outline-offset: 2px; }
`;
