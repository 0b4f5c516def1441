import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import type { PaymentChoice } from '../logic/checkout-rules';
import type { MobileMoneyEntry, MobileMoneyProblem } from '../logic/mobile-money';
import { walletChoiceLabel, walletCovers, walletShortfall } from '../logic/wallet-payment';
import { paymentMethodAtom } from '../state/checkout-options';
import { RadioCards, SectionTitle } from './choice-buttons';
import { MobileMoneyFields } from './mobile-money-fields';

const Shortfall = styled.p`
  margin: -4px 0 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

interface PaymentMethodPickerProps {
  balance: number | null;
  total: number;
  /** The checkout form, which the choice and the mobile money fields are sent with. */
  form: string;
  /** The number and network mobile money prompts (useMobileMoneyEntry). */
  entry: MobileMoneyEntry;
  /** Why the cart's action sent no prompt for a form sent without scripts. */
  sentProblem?: MobileMoneyProblem;
}

/**
 * How a signed-in customer pays: mobile money (the first choice: a prompt on their phone), from a
 * wallet that covers the total, or by card through the payment link.
 */
export function PaymentMethodPicker({ balance, total, form, entry, sentProblem }: PaymentMethodPickerProps) {
  const [method, setMethod] = useAtom(paymentMethodAtom);
  const covered = walletCovers(balance, total);
  const shortfall = walletShortfall(balance, total);

  // A cart that grew past the balance goes back to the first choice.
  useEffect(() => {
    if (method === 'wallet' && balance !== null && !covered) setMethod('mobile_money');
  }, [method, balance, covered, setMethod]);

  const choice = (value: PaymentChoice, label: ReactNode, more: { disabled?: boolean; 'aria-describedby'?: string } = {}) => (
    <label>
      <input type="radio" form={form} name="payment" value={value} checked={method === value} onChange={() => setMethod(value)} {...more} />
      <span>{label}</span>
    </label>
  );

  return (
    <section aria-labelledby="payment-method-title">
      <SectionTitle id="payment-method-title">How would you like to pay?</SectionTitle>
      <RadioCards role="radiogroup" aria-labelledby="payment-method-title">
        {choice('mobile_money', 'Mobile money')}
        {choice('wallet', walletChoiceLabel(balance), { disabled: !covered, 'aria-describedby': shortfall ? 'wallet-shortfall' : undefined })}
        {shortfall ? <Shortfall id="wallet-shortfall">{shortfall}</Shortfall> : null}
        {choice('link', 'Card (payment link)')}
      </RadioCards>
      {method === 'mobile_money' ? <MobileMoneyFields entry={entry} form={form} sentProblem={sentProblem} /> : null}
    </section>
  );
}
