import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { walletChoiceLabel, walletCovers, walletShortfall } from '../logic/wallet-payment';
import { paymentMethodAtom } from '../state/checkout-options';
import { RadioCards, SectionTitle } from './choice-buttons';

const Shortfall = styled.p`
  margin: -4px 0 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

/** How a signed-in customer pays: through the payment link, or from a wallet that covers the total. */
export function PaymentMethodPicker({ balance, total, form }: { balance: number | null; total: number; form: string }) {
  const [method, setMethod] = useAtom(paymentMethodAtom);
  const covered = walletCovers(balance, total);
  const shortfall = walletShortfall(balance, total);

  // A cart that grew past the balance goes back to the payment link.
  useEffect(() => {
    if (method === 'wallet' && balance !== null && !covered) setMethod('link');
  }, [method, balance, covered, setMethod]);

  return (
    <section aria-labelledby="payment-method-title">
      <SectionTitle id="payment-method-title">Payment</SectionTitle>
      <RadioCards role="radiogroup" aria-labelledby="payment-method-title">
        <label>
          <input type="radio" form={form} name="payment" value="link" checked={method === 'link'} onChange={() => setMethod('link')} />
          <span>
            Pay online
            <small>Mobile money or card, on the payment page</small>
          </span>
        </label>
        <label>
          <input
            type="radio"
            form={form}
            name="payment"
            value="wallet"
            checked={method === 'wallet'}
            disabled={!covered}
            aria-describedby={shortfall ? 'wallet-shortfall' : undefined}
            onChange={() => setMethod('wallet')}
          />
          <span>{walletChoiceLabel(balance)}</span>
        </label>
        {shortfall ? <Shortfall id="wallet-shortfall">{shortfall}</Shortfall> : null}
      </RadioCards>
    </section>
  );
}
