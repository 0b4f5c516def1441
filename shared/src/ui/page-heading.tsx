import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { theme } from './theme';

/** The heading every page starts with. */
export const PageHeading = styled.h1`
  margin: 24px 0 16px;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${theme.color.text};
`;

export const PageMain = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px 48px;
  font-family: ${theme.font};
  color: ${theme.color.text};
`;

/** The link above a page's heading back to where the visitor came from ('← Back to Home'). */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 24px;
  color: ${theme.color.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** A white bordered card holding one block of a page (a form, its questions, its contact details); its h2 names it. */
export const PagePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  p { margin: 0; }
`;
