import { ModalDialog, openPaymentLink, StackedForm } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { STAY, THEN_FIELD, type DashboardActionData } from '../api/topup-form-fields';
import { TopupFields } from './topup-form';

export interface TopupDialogProps {
  onClose: () => void;
  /** The payment page is open: the balance should be watched until the money arrives. */
  onPaymentOpened: () => void;
}

/**
 * Top Up Wallet: an amount greater than 0, sent to the page's action, then the payment page opens
 * in a new tab and the dialog closes; a refused amount is said at the field, the server's refusal
 * in the toast, and the dialog stays with what was typed.
 */
export function TopupDialog({ onClose, onPaymentOpened }: TopupDialogProps) {
  const toast = useSetAtom(showToastAtom);
  const fetcher = useFetcher<DashboardActionData>();
  const answer = fetcher.data;
  const told = useRef<DashboardActionData | undefined>(undefined);

  // Each answer is acted on once, as soon as it comes (the balance is read again meanwhile).
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.amountInvalid) return;
    if (!answer.ok) {
      toast(answer.message, 'error');
      return;
    }
    if (answer.paymentLink) {
      openPaymentLink(answer.paymentLink);
      onPaymentOpened();
    }
    toast(answer.message, 'success');
    onClose();
  }, [answer, toast, onClose, onPaymentOpened]);

  return (
    <ModalDialog title="Top Up Wallet" onClose={onClose}>
      <StackedForm as={fetcher.Form} method="post" noValidate>
        <input type="hidden" name={THEN_FIELD} value={STAY} />
        <TopupFields answer={answer} busy={fetcher.state === 'submitting'} autoFocus />
      </StackedForm>
    </ModalDialog>
  );
}
