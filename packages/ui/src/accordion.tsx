import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { theme } from './theme';

const List = styled.div`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  h3 { margin: 0; font-size: 1rem; }
  & > div + div { border-top: 1px solid ${theme.color.border}; }
`;

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  padding: 16px 20px;
  border: 0;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${theme.color.page}; }
  &:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: -2px; }
  svg { flex: none; color: ${theme.color.brand}; transition: transform 0.2s; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Answer = styled.div`
  padding: 0 20px 16px;
  color: ${theme.color.muted};
  p { margin: 0 0 8px; }
  a { color: ${theme.color.brand}; }
`;

/** One open at a time: tapping another opens it instead, tapping the open one closes it. */
export function toggleOpen(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

export interface AccordionItem {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions and answers as a WAI-ARIA accordion: each question is a button saying whether its
 * answer is expanded and controlling the answer's region; one answer is open at a time.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === item.key;
        const buttonId = `${baseId}-${index}-question`;
        const panelId = `${baseId}-${index}-answer`;
        return (
          <div key={item.key}>
            <h3>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, item.key))}
              >
                {item.question}
                <ChevronDown size={22} />
              </Question>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <Answer>{item.answer}</Answer>
            </div>
          </div>
        );
      })}
    </List>
  );
}
