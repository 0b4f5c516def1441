import styled from '@emotion/styled';
import { cartKitchen, cartLinesAtom, isSignedInAtom } from '@storefront/contract';
import { cartTotals, deliveryDistanceKm, outOfReachProblem } from '@storefront/api-client';
import { PrimaryButton, theme } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useCheckout } from '../api/use-checkout';
import { PRICING_SETTINGS_ERROR, usePricingSettings } from '../api/use-pricing-settings';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { useWalletBalance } from '../api/use-wallet-balance';
import { deliveryAddress, isCheckoutDisabled, SELECT_DELIVERY_ADDRESS } from '../logic/checkout-rules';
import { addressUuidAtom, orderTypeAtom, tipIdAtom } from '../state/checkout-options';
import { AddressPicker } from './address-picker';
import { InstructionsBox } from './instructions-box';
import { OrderTypeTabs } from './order-type-tabs';
import { OutOfReachNotice } from './out-of-reach-notice';
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

/** Pricing, tip, order type, address or instructions, payment, and Checkout: the part of the cart after the lines. */
export function CartCheckout() {
  const lines = useAtomValue(cartLinesAtom);
  const orderType = useAtomValue(orderTypeAtom);
  const tipId = useAtomValue(tipIdAtom);
  const chosenAddress = useAtomValue(addressUuidAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const settings = usePricingSettings();
  const addresses = useSavedAddresses();
  const balance = useWalletBalance();

  const delivery = orderType === 'delivery';
  const address = deliveryAddress(addresses.status === 'success' ? addresses.data : [], chosenAddress);
  const kitchen = cartKitchen(lines);
  const outOfReach = delivery && kitchen && address ? outOfReachProblem(kitchen.name, kitchen, address) : null;
  const tip = settings.tips.find((candidate) => String(candidate.id) === String(tipId)) ?? null;
  const totals = cartTotals({
    lines,
    rates: settings.rates,
    orderType,
    distanceKm: deliveryDistanceKm(kitchen ? [kitchen] : [], address),
    tip: tip?.value ?? null,
  });
  const { checkout, submitting } = useCheckout({ totalPrice: totals.total, addressUuid: address?.uuid ?? null, outOfReach });
  const disabled = isCheckoutDisabled({ submitting, lineCount: lines.length, orderType, addressUuid: address?.uuid ?? null, outOfReach });

  return (
    <>
      <PricingSummary
        totals={totals}
        taxPercent={settings.rates?.taxPercent ?? null}
        showTip={tip !== null}
        showHandlingFee
        notice={settings.status === 'defaults' ? PRICING_SETTINGS_ERROR : undefined}
      />
      <TipPicker tips={settings.tips} loading={settings.status === 'loading'} />
      <OrderTypeTabs />
      {delivery ? <AddressPicker addresses={addresses} selected={address?.uuid ?? null} /> : signedIn ? <InstructionsBox /> : null}
      {outOfReach ? <OutOfReachNotice message={outOfReach} /> : null}
      {signedIn ? <PaymentMethodPicker balance={balance} total={totals.total} /> : null}
      <CheckoutButton
        type="button"
        disabled={disabled}
        aria-describedby={delivery && !address ? 'checkout-hint' : outOfReach ? 'out-of-reach' : undefined}
        onClick={() => void checkout()}
      >
        {submitting ? 'Loading...' : 'Checkout'}
      </CheckoutButton>
      {delivery && !address && lines.length > 0 ? <Hint id="checkout-hint">{SELECT_DELIVERY_ADDRESS}</Hint> : null}
    </>
  );
}
