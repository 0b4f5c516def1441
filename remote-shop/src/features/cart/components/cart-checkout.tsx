import styled from '@emotion/styled';
import { cartLinesAtom, cartTotals, deliveryDistanceKm, isSignedInAtom, PrimaryButton, theme } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { useCheckout } from '../api/use-checkout';
import { PRICING_SETTINGS_ERROR, usePricingSettings } from '../api/use-pricing-settings';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { isCheckoutDisabled, SELECT_DELIVERY_ADDRESS } from '../logic/checkout-rules';
import { addressUuidAtom, orderTypeAtom, tipIdAtom } from '../state/checkout-options';
import { AddressPicker } from './address-picker';
import { InstructionsBox } from './instructions-box';
import { OrderTypeTabs } from './order-type-tabs';
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

/** Pricing, tip, order type, address or instructions, and Checkout: the part of the cart after the lines. */
export function CartCheckout() {
  const lines = useAtomValue(cartLinesAtom);
  const orderType = useAtomValue(orderTypeAtom);
  const tipId = useAtomValue(tipIdAtom);
  const addressUuid = useAtomValue(addressUuidAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const settings = usePricingSettings();
  const addresses = useSavedAddresses();

  const savedAddresses = addresses.status === 'success' ? addresses.data : [];
  // A remembered choice that is no longer among the saved addresses counts as none.
  const address = savedAddresses.find((candidate) => candidate.uuid === addressUuid) ?? null;
  const tip = settings.tips.find((candidate) => String(candidate.id) === String(tipId)) ?? null;
  const totals = cartTotals({
    lines,
    rates: settings.rates,
    orderType,
    distanceKm: deliveryDistanceKm(
      lines.map((line) => line.vendor),
      address,
    ),
    tip: tip?.value ?? null,
  });
  const { checkout, submitting } = useCheckout(totals.total);
  const disabled = isCheckoutDisabled({ submitting, lineCount: lines.length, orderType, addressUuid: address?.uuid ?? null });

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
      {orderType === 'delivery' ? <AddressPicker addresses={addresses} /> : signedIn ? <InstructionsBox /> : null}
      <CheckoutButton
        type="button"
        disabled={disabled}
        aria-describedby={orderType === 'delivery' && !address ? 'checkout-hint' : undefined}
        onClick={() => void checkout()}
      >
        {submitting ? 'Loading...' : 'Checkout'}
      </CheckoutButton>
      {orderType === 'delivery' && !address && lines.length > 0 ? <Hint id="checkout-hint">{SELECT_DELIVERY_ADDRESS}</Hint> : null}
    </>
  );
}
