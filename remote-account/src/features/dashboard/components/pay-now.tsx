import { showToastAtom } from '@storefront/contract';
import { answeredInPage, FormAlert, openPaymentLink, PrimaryButton } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { INTENT_FIELD, PAY_ORDER, STAY, THEN_FIELD, type PayOrderAnswer } from '../api/pay-now-fields';
import { PAYMENT_FAILED_MESSAGE } from '../api/pay-order';
import { usePaymentForm } from '../hooks/use-payment-form';

/**
 * Pay Now: a form the order page's action answers. Before the app is in (or with scripts off) the
 * browser sends it and the answer takes the customer to the payment page, or shows the page again
 * saying why not. Once the app is in, the same action answers in the page: the payment page opens
 * in a new tab and a refusal shows in the toast. Either way the router reads the order again.
 */
export function PayNow() {
  const toast = useSetAtom(showToastAtom);
  const fetcher = useFetcher<PayOrderAnswer>();
  const { busy, refusal } = usePaymentForm(PAY_ORDER, fetcher);
  const told = useRef<PayOrderAnswer | undefined>(undefined);

  // Each answer is acted on once, as soon as it comes.
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (!answer.ok) toast(answer.message ?? PAYMENT_FAILED_MESSAGE, 'error');
    else if (answer.paymentLink) openPaymentLink(answer.paymentLink);
  }, [answer, toast]);

  const pay = () => void fetcher.submit({ [INTENT_FIELD]: PAY_ORDER, [THEN_FIELD]: STAY }, { method: 'post' });
  return (
    <form method="post">
      <input type="hidden" name={INTENT_FIELD} value={PAY_ORDER} />
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined} onClick={answeredInPage(pay)}>
        {busy ? 'Processing...' : 'Pay Now'}
      </PrimaryButton>
      <FormAlert message={refusal} />
    </form>
  );
}
