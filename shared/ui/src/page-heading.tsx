import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { Link, type LinkProps } from 'react-router-dom';
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

const BackLinkText = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 24px;
  color: ${theme.color.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
  svg { flex: none; }
`;

/**
 * The link above a page's heading back to where the visitor came from: an arrow, then the words
 * the page gives ('Back to Home'). The arrow is drawn, not typed, so it shows in every font.
 */
export function BackLink({ children, ...link }: LinkProps) {
  return (
    <BackLinkText {...link}>
      <ArrowLeft size="1.1em" strokeWidth={2.5} />
      {children}
    </BackLinkText>
  );
}

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
