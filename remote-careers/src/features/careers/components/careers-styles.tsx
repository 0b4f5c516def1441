import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';

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

/** The white card of one opening, also the frame of its skeleton while the openings load. */
export const OpeningCardFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  box-sizing: border-box;
  padding: 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;
