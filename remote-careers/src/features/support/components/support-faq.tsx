import styled from '@emotion/styled';
import { PagePanel, theme } from '@storefront/shared';
import { useId, useState } from 'react';
import { SUPPORT_FAQS, toggleOpen } from '../logic/support-content';

const List = styled.div`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
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
  padding: 14px 16px;
  border: 0;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${theme.color.page}; }
  &:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: -2px; }
  &::after { content: '+'; font-size: 1.3rem; line-height: 1; color: ${theme.color.brand}; }
  &[aria-expanded='true']::after { content: '−'; }
`;

const Answer = styled.div`
  padding: 0 16px 14px;
  color: ${theme.color.muted};
  p { margin: 0; }
`;

/** The support questions as an accordion (WAI-ARIA pattern), one answer open at a time. */
export function SupportFaq() {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <PagePanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Frequently Asked Questions</h2>
      <List>
        {SUPPORT_FAQS.map((faq, index) => {
          const expanded = open === index;
          const buttonId = `${id}-q${index}`;
          const panelId = `${id}-a${index}`;
          return (
            <div key={faq.question}>
              <h3>
                <Question
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => toggleOpen(current, index))}
                >
                  {faq.question}
                </Question>
              </h3>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                <p>{faq.answer}</p>
              </Answer>
            </div>
          );
        })}
      </List>
    </PagePanel>
  );
}
