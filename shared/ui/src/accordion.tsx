import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { theme } from './theme';

const List = styled.div`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  & > details + details { border-top: 1px solid ${theme.color.border}; }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 20px;
  color: ${theme.color.text};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  h3 { margin: 0; font-size: 1rem; font-weight: inherit; }
  &:hover { background: ${theme.color.page}; }
  &:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: -2px; }
  svg { flex: none; color: ${theme.color.brand}; transition: transform 0.2s; }
  details[open] > & svg { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Answer = styled.div`
  padding: 0 20px 16px;
  color: ${theme.color.muted};
  p { margin: 0 0 8px; }
  a { color: ${theme.color.brand}; }
`;

/**
 * One open at a time: tapping another opens it instead, tapping the open one closes it.
 * @deprecated The accordion's questions share a `<details name>` group, so the browser keeps one open itself.
 */
export function toggleOpen(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

export interface AccordionItem {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions and answers as native disclosures: each question is the `<summary>` of a `<details>`,
 * which the browser opens on a tap, from the keyboard and announces as expandable, before the app
 * is in and with scripts off. The disclosures share a name, so opening one closes the one open.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const group = useId();
  return (
    <List>
      {items.map((item) => (
        <details key={item.key} name={group}>
          <Question>
            <h3>{item.question}</h3>
            <ChevronDown size={22} aria-hidden="true" />
          </Question>
          <Answer>{item.answer}</Answer>
        </details>
      ))}
    </List>
  );
}
