import styled from '@emotion/styled';
import { theme, VisuallyHidden } from '@storefront/ui';
import { Check } from 'lucide-react';
import { APPLICATION_STEPS, type ApplicationStep } from '../logic/application-form';

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding-top: 8px;
  border-top: 4px solid ${(props) => (props.state === 'todo' ? theme.color.border : theme.color.brand)};
  color: ${(props) => (props.state === 'todo' ? theme.color.muted : theme.color.text)};
  font-size: 0.85rem;
  font-weight: ${(props) => (props.state === 'current' ? 700 : 500)};
  text-align: center;
  span[data-number] {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${(props) => (props.state === 'todo' ? theme.color.border : theme.color.brand)};
    color: ${(props) => (props.state === 'todo' ? theme.color.muted : '#fff')};
  }
`;

/** The three steps of the application, the current one marked (aria-current="step"). */
export function StepIndicator({ current }: { current: ApplicationStep }) {
  return (
    <nav aria-label="Application steps">
      <Steps>
        {APPLICATION_STEPS.map(({ step, label }) => {
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <Item key={step} state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span data-number aria-hidden="true">
                {state === 'done' ? <Check size={16} strokeWidth={3} /> : step}
              </span>
              <span>
                <VisuallyHidden>Step {step}: </VisuallyHidden>
                {label}
                {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
              </span>
            </Item>
          );
        })}
      </Steps>
    </nav>
  );
}
