import styled from '@emotion/styled';
import { theme, VisuallyHidden } from '@storefront/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { isCancelled, statusLabel, trackerStages, trackerStepOf } from '../state/order-status';
import { Badge } from './badges';

const Steps = styled.ol<{ count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ count }) => count}, minmax(0, 1fr));
  gap: 4px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding-top: 34px;
    text-align: center;
    font-size: 0.85rem;
    color: ${theme.color.muted};
  }
  li::before {
    counter-increment: step;
    content: counter(step);
    position: absolute;
    top: 0;
    left: 50%;
    transform: translateX(-50%);
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid ${theme.color.border};
    background: ${theme.color.surface};
    font-weight: 700;
  }
  li[data-reached='true'] { color: ${theme.color.text}; }
  /* A stage done shows a drawn check mark over its circle in place of its number. */
  li[data-reached='true']::before { border-color: ${theme.color.success}; background: ${theme.color.success}; content: ''; }
  li > svg { position: absolute; top: 8px; left: 50%; transform: translateX(-50%); color: #fff; }
  li[aria-current='step'] { font-weight: 700; color: ${theme.color.brandDark}; }
  li[aria-current='step']::before { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; content: counter(step); }
`;

/**
 * The tracker as an ordered list: stages before the current one are done, the current one has
 * aria-current="step". A delivery has four stages; pickup and dine-in skip the ride. A cancelled
 * order reaches none and says 'Cancelled'.
 */
export function OrderTracker({ status, orderType }: { status: string; orderType?: string | null }) {
  const headingId = useId();
  const stages = trackerStages(orderType);
  const step = trackerStepOf(status, orderType);
  const cancelled = isCancelled(status);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Order status</h3>
      <p>
        <Badge tone={cancelled ? 'danger' : step === stages.length - 1 ? 'success' : 'neutral'}>{statusLabel(status, orderType)}</Badge>
      </p>
      <Steps aria-label="Order progress" count={stages.length}>
        {stages.map(({ stage, label }, index) => {
          const current = !cancelled && index === step;
          const done = !cancelled && step >= 0 && index < step;
          return (
            <li key={stage} data-reached={done || undefined} aria-current={current ? 'step' : undefined}>
              {done ? <Check size={16} strokeWidth={3} /> : null}
              {label}
              {done ? <VisuallyHidden> (done)</VisuallyHidden> : null}
            </li>
          );
        })}
      </Steps>
    </section>
  );
}
