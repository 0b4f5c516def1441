import styled from '@emotion/styled';
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
