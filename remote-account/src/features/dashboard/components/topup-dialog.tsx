import { Field, FormAlert, ModalDialog, openPaymentLink, PrimaryButton, StackedForm, TextInput } from '@storefront/ui';
import { INVALID_AMOUNT_MESSAGE, type TopupPayload } from '@storefront/api-client';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { requestTopup } from '../api/request-topup';
import { topupResolver } from '../state/topup';

export interface TopupDialogProps {
  onClose: () => void;
  /** The payment page is open: the balance should be watched until the money arrives. */
  onPaymentOpened: () => void;
}

/** Top Up Wallet: an amount greater than 0, then the payment page opens in a new tab. */
export function TopupDialog({ onClose, onPaymentOpened }: TopupDialogProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TopupPayload>({ resolver: topupResolver });
  const invalid = Boolean(errors.amount);

  const onValid = async (values: TopupPayload) => {
    const outcome = await requestTopup(values);
    if (!outcome.ok) {
      toast(outcome.message, 'error');
      return;
    }
    if (outcome.paymentLink) {
      openPaymentLink(outcome.paymentLink);
      onPaymentOpened();
    }
    toast(outcome.message, 'success');
    onClose();
  };

  return (
    <ModalDialog title="Top Up Wallet" onClose={onClose}>
      <StackedForm noValidate onSubmit={handleSubmit(onValid)}>
        <Field label="Amount (ZMW)" invalid={invalid} describedBy={invalid ? `${id}-error` : undefined}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              autoFocus
              {...register('amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <FormAlert id={`${id}-error`} message={invalid ? INVALID_AMOUNT_MESSAGE : undefined} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Processing...' : 'Top Up'}
        </PrimaryButton>
      </StackedForm>
    </ModalDialog>
  );
}
