import styled from '@emotion/styled';
import { RichText, theme, type Faq } from '@storefront/shared';
import { useId, useState } from 'react';
import { faqKey, toggleOpen } from '../logic/faq-view';

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
  &::after { content: '+'; font-size: 1.4rem; line-height: 1; color: ${theme.color.brand}; }
  &[aria-expanded='true']::after { content: '−'; }
`;

const Answer = styled.div`
  padding: 0 20px 16px;
  color: ${theme.color.muted};
  p { margin: 0 0 8px; }
  a { color: ${theme.color.brand}; }
`;

/**
 * The questions as an accordion (WAI-ARIA accordion pattern): each question is a button that
 * says whether its answer is expanded and controls the answer's region. One answer is open at a
 * time. Answers may carry HTML from the content service, shown sanitised.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <List>
      {faqs.map((faq, index) => {
        const key = faqKey(faq, index);
        const expanded = open === key;
        const buttonId = `${baseId}-${key}-question`;
        const panelId = `${baseId}-${key}-answer`;
        return (
          <div key={key}>
            <h3>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, key))}
              >
                {faq.question}
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <RichText content={faq.answer} />
            </Answer>
          </div>
        );
      })}
    </List>
  );
}
