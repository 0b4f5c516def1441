import styled from '@emotion/styled';
import type { MobilePayment } from '@storefront/api-client';
import { FormAlert, OPEN_IN_PAGE_FIELD, theme } from '@storefront/ui';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHANGE_NUMBER, type PromptAnswer } from '../api/prompt-fields';
import { useNow } from '../hooks/use-now';
import { usePromptSender } from '../hooks/use-prompt-sender';
import {
  CANCELLED_SENTENCE,
  EXPIRED_SENTENCE,
  failureSentence,
  networkName,
  promptCountdown,
  promptState,
  resendNumber,
  waitingSentence,
  type PromptState,
} from '../logic/mobile-money';
import type { PaymentBadge } from '../state/order-status';
import { Badge } from './badges';
import { ChangeNumberForm, RevealButton, ResendForm } from './prompt-forms';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  p { margin: 0; overflow-wrap: anywhere; }
  [role='status'] { display: grid; gap: 4px; justify-items: start; }
  .headline { font-weight: 600; }
  .meta { color: ${theme.color.muted}; font-variant-numeric: tabular-nums; }
  .sandbox { align-self: flex-start; color: ${theme.color.brand}; font-weight: 600; }
  .choices { display: flex; flex-wrap: wrap; gap: 8px; }
  .change-number form { display: flex; flex-direction: column; gap: 10px; }
  .change-number button { align-self: flex-start; }
`;

const OPEN_NUMBER = 'change-number';
const OPEN_OTHER_WAY = 'pay-another-way';

function headline(state: PromptState, payment: MobilePayment): string {
  if (state === 'waiting') return waitingSentence(payment.phone_ending);
  if (state === 'failed') return failureSentence(payment.failure_reason);
  return state === 'expired' ? EXPIRED_SENTENCE : CANCELLED_SENTENCE;
}

export interface MobileMoneyPaymentProps {
  /** The unpaid order's latest mobile money payment. */
  payment: MobilePayment;
  /** The customer's profile phone, when the page's loader read it. */
  profilePhone: string | null;
  /** The order's payment badge once there is nothing left to pay (Paid): the status line then says only that. */
  done?: PaymentBadge | null;
  /** What 'Pay another way' shows: Pay Now, and the wallet when it covers the order. */
  otherWays: ReactNode;
}

/**
 * An unpaid order's mobile money payment: while its prompt waits, where to approve it and the time
 * left; once it failed or expired, why. Then a new prompt to the same number, to another number,
 * or paying another way. The status line is announced as the payment moves, to Paid too.
 */
export function MobileMoneyPayment({ payment, profilePhone, done = null, otherWays }: MobileMoneyPaymentProps) {
  const id = useId();
  const state = promptState(payment) ?? 'cancelled';
  const waiting = state === 'waiting';
  const now = useNow(waiting && !done);
  const sender = usePromptSender();
  const { answer } = sender;
  const [search] = useSearchParams();
  // What the customer opened, and the last answer then: a prompt sent since closes it, as the panel
  // now follows the new prompt; a number refused since opens its field, to say why.
  const [opened, setOpened] = useState<{ choice: string | null; since: PromptAnswer | undefined }>(() => ({
    choice: search.get(OPEN_IN_PAGE_FIELD),
    since: undefined,
  }));
  const newAnswer = opened.since !== answer;
  const shown = !newAnswer || !answer?.ok ? opened.choice : null;

  const phone = resendNumber([answer?.ok ? answer.phone : null, profilePhone], payment.phone_ending);
  const refusedNumber = answer && !answer.ok && answer.intent === CHANGE_NUMBER ? answer : undefined;
  const numberShown = !phone || shown === OPEN_NUMBER || Boolean(refusedNumber && newAnswer);
  const otherWayShown = shown === OPEN_OTHER_WAY;
  const toggle = (choice: string) => () => setOpened({ choice: shown === choice ? null : choice, since: answer });
  const countdown = waiting && now !== null ? promptCountdown(payment.expires_at, now) : null;
  const numberForm = numberShown ? <ChangeNumberForm sender={sender} id={`${id}-number`} refused={refusedNumber} /> : null;

  if (done) {
    // The same status line, so that its change (to Paid) is announced too.
    return (
      <Panel>
        <div role="status">
          <Badge tone={done.tone}>{done.label}</Badge>
        </div>
      </Panel>
    );
  }

  return (
    <Panel>
      <div role="status">
        <p className="headline">{headline(state, payment)}</p>
        {waiting ? (
          <p className="meta">
            {networkName(payment.network)}
            {/* A timer is never read out as it ticks: only the status's own changes are. */}
            {countdown ? <span role="timer">{` · ${countdown}`}</span> : null}
          </p>
        ) : null}
      </div>
      {waiting && payment.prompt_url ? (
        <a className="sandbox" href={payment.prompt_url} target="_blank" rel="noopener">
          Open the sandbox phone
        </a>
      ) : null}
      {/* Without a number to resend to, the number is what the customer does next. */}
      {phone ? null : numberForm}
      <div className="choices">
        {phone ? <ResendForm sender={sender} phone={phone} network={payment.network} label={waiting ? 'Resend the prompt' : 'Try again'} /> : null}
        {phone ? (
          <RevealButton choice={OPEN_NUMBER} shown={numberShown} controls={`${id}-number`} onToggle={toggle(OPEN_NUMBER)}>
            Change number
          </RevealButton>
        ) : null}
        <RevealButton choice={OPEN_OTHER_WAY} shown={otherWayShown} controls={`${id}-other-way`} onToggle={toggle(OPEN_OTHER_WAY)}>
          Pay another way
        </RevealButton>
      </div>
      <FormAlert message={answer && !answer.ok && !refusedNumber ? answer.message : undefined} />
      {phone ? numberForm : null}
      {otherWayShown ? (
        <div id={`${id}-other-way`}>{otherWays}</div>
      ) : null}
    </Panel>
  );
}
