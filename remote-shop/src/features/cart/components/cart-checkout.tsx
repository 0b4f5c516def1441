import styled from '@emotion/styled';
import { cartLinesAtom, isSignedInAtom } from '@storefront/contract';
import { isLocated } from '@storefront/api-client';
import { answeredInPage, PrimaryButton, theme } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import type { CheckoutRefusal } from '../api/cart-action';
import { useCheckout } from '../api/use-checkout';
import { PRICING_SETTINGS_ERROR } from '../api/pricing-settings';
import { useCartReads } from '../hooks/cart-reads';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { useMobileMoneyEntry } from '../hooks/use-mobile-money';
import { isCheckoutDisabled, SELECT_DELIVERY_ADDRESS } from '../logic/checkout-rules';
import { AddressPicker } from './address-picker';
import { ADDRESS_PROBLEM_ID, AddressProblemNotice } from './address-problem-notice';
import { CartForm } from './cart-form';
import { InstructionsBox } from './instructions-box';
import { OrderTypeTabs } from './order-type-tabs';
import { PaymentMethodPicker } from './payment-method-picker';
import { PricingSummary } from './pricing-summary';
import { TipPicker } from './tip-picker';

const CheckoutButton = styled(PrimaryButton)`
  width: 100%;
  min-height: 48px;
  margin-top: 20px;
  &:disabled { opacity: 1; background: ${theme.color.muted}; cursor: not-allowed; }
`;

const Hint = styled.p`
  margin: 8px 0 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Refusal = styled.p`
  margin: 8px 0 0;
  color: ${theme.color.danger};
`;

/**
 * Pricing, tip, order type, address or instructions, payment, and Checkout: the part of the cart
 * after the lines. Address, instructions, payment and Checkout belong to one form (`checkoutForm`),
 * which the cart's action answers without scripts; with them, Checkout places the order in the page.
 * `refusal` is why the action did not place an order sent that way (shown here, as no toast can be;
 * a mobile money number's problem under its field, with the number sent).
 */
export function CartCheckout({ refusal }: { refusal?: CheckoutRefusal }) {
  const checkoutForm = useId();
  const lines = useAtomValue(cartLinesAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const { quote, orderType, settings, addresses, address, tip } = useCartPricing();
  const balance = useCartReads().walletBalance;

  const delivery = orderType === 'delivery';
  const { totals, addressProblem } = quote;
  const mobileMoney = useMobileMoneyEntry(refusal?.mobileMoney);
  const { checkout, submitting } = useCheckout({ totalPrice: totals.total, addressUuid: address?.uuid ?? null, addressProblem, mobileMoney });
  const disabled = isCheckoutDisabled({ submitting, lineCount: lines.length, orderType, addressUuid: address?.uuid ?? null, addressProblem });

  return (
    <>
      <PricingSummary
        totals={totals}
        taxPercent={settings.rates?.taxPercent ?? null}
        showTip={tip !== null}
        delivery={quote.delivery}
        notice={settings.status === 'defaults' ? PRICING_SETTINGS_ERROR : undefined}
      />
      <TipPicker tips={settings.tips} loading={settings.status === 'loading'} />
      <OrderTypeTabs />
      <CartForm id={checkoutForm} fields={{ total: String(totals.total) }} />
      {delivery ? <AddressPicker addresses={addresses} selected={address?.uuid ?? null} form={checkoutForm} /> : null}
      {signedIn ? <InstructionsBox for={delivery ? 'rider' : 'kitchen'} form={checkoutForm} /> : null}
      {addressProblem ? <AddressProblemNotice message={addressProblem} offerPlaceAgain={!isLocated(address)} /> : null}
      {signedIn ? (
        <PaymentMethodPicker
          balance={balance}
          total={totals.total}
          form={checkoutForm}
          entry={mobileMoney}
          sentProblem={refusal?.problemField ? { field: refusal.problemField, message: refusal.checkoutError } : undefined}
        />
      ) : null}
      <CheckoutButton
        form={checkoutForm}
        name="intent"
        value="checkout"
        disabled={disabled}
        aria-busy={submitting}
        aria-describedby={delivery && !address ? 'checkout-hint' : addressProblem ? ADDRESS_PROBLEM_ID : undefined}
        onClick={answeredInPage(() => void checkout())}
      >
        {submitting ? 'Loading...' : 'Checkout'}
      </CheckoutButton>
      {refusal && !refusal.problemField ? <Refusal role="alert">{refusal.checkoutError}</Refusal> : null}
      {delivery && !address && lines.length > 0 ? <Hint id="checkout-hint">{SELECT_DELIVERY_ADDRESS}</Hint> : null}
    </>
  );
}
