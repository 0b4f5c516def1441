import { Field, OPEN_IN_PAGE_FIELD, PrimaryButton, SecondaryButton, TextInput, answeredInPage } from '@storefront/ui';
import type { MobileNetwork } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CHANGE_NUMBER, INTENT_FIELD, NETWORK_FIELD, PHONE_FIELD, RESEND_PROMPT, type PromptAnswer } from '../api/prompt-fields';
import type { PromptSender } from '../hooks/use-prompt-sender';

/**
 * A prompt form: sent to the page's own address (without `?open=`), so a form sent before the app
 * is in shows the order again as it now stands.
 */
function PromptForm({ sender, intent, children }: { sender: PromptSender; intent: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <form method="post" action={pathname} onSubmit={sender.send}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </form>
  );
}

/** 'Resend the prompt' (or 'Try again'): a new prompt to the number the last one went to, on its network. */
export function ResendForm({ sender, phone, network, label }: { sender: PromptSender; phone: string; network: MobileNetwork; label: string }) {
  const busy = sender.sending === RESEND_PROMPT;
  return (
    <PromptForm sender={sender} intent={RESEND_PROMPT}>
      <input type="hidden" name={PHONE_FIELD} value={phone} />
      <input type="hidden" name={NETWORK_FIELD} value={network} />
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending...' : label}
      </PrimaryButton>
    </PromptForm>
  );
}

/** The number a new prompt goes to, typed (a refusal said at the field, what was typed kept), and Send prompt. */
export function ChangeNumberForm({ sender, id, refused }: { sender: PromptSender; id: string; refused: PromptAnswer | undefined }) {
  const busy = sender.sending === CHANGE_NUMBER;
  return (
    <div id={id} className="change-number">
      <PromptForm sender={sender} intent={CHANGE_NUMBER}>
        <Field label="Mobile money number" hint="MTN, Airtel or Zamtel, such as 097 1234567" error={refused?.message} announceError>
          {(control) => (
            <TextInput {...control} name={PHONE_FIELD} type="tel" inputMode="tel" autoComplete="tel" required defaultValue={refused?.phone} />
          )}
        </Field>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending...' : 'Send prompt'}
        </PrimaryButton>
      </PromptForm>
    </div>
  );
}

/**
 * A button that shows a part of the panel ('Change number', 'Pay another way'). Once the app is in
 * it toggles it in the page; before that it asks the server for the page with it shown (`?open=`).
 */
export function RevealButton({ choice, shown, controls, onToggle, children }: { choice: string; shown: boolean; controls: string; onToggle: () => void; children: ReactNode }) {
  return (
    <form method="get">
      <SecondaryButton type="submit" name={OPEN_IN_PAGE_FIELD} value={choice} aria-expanded={shown} aria-controls={shown ? controls : undefined} onClick={answeredInPage(onToggle)}>
        {children}
      </SecondaryButton>
    </form>
  );
}
