import styled from '@emotion/styled';
import { cartOrderTypeAtom, type CartOrderType } from '@storefront/contract';
import { answeredInPage, PostForm, theme } from '@storefront/ui';
import { useAtom } from 'jotai';
import { deliveryRateText } from '../logic/delivery-rate';

const Banner = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
  padding: 20px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h2 { margin: 0; font-size: 1.25rem; }
  dl { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
  dt { color: ${theme.color.muted}; font-size: 0.8rem; }
  dd { margin: 0; font-weight: 600; }
`;

const Toggle = styled.div`
  display: inline-flex;
  width: fit-content;
  border: 1px solid ${theme.color.brand};
  border-radius: 999px;
  overflow: hidden;
  button { min-height: 40px; padding: 8px 18px; border: 0; background: ${theme.color.surface}; color: ${theme.color.brand}; cursor: pointer; }
  button[aria-pressed='true'] { background: ${theme.color.brand}; color: #fff; }
`;

const modes: ReadonlyArray<{ type: CartOrderType; label: string }> = [
  { type: 'delivery', label: 'Delivery' },
  { type: 'pickup', label: 'Pickup' },
];

/**
 * The menu's banner: the kitchens' details and the delivery rate the cart charges (null while it
 * is read). Its Delivery/Pickup toggle is the cart's order type, so choosing here is choosing
 * there; with Dine-in chosen in the cart neither is pressed.
 */
export function RestaurantBanner({ deliveryPerKm }: { deliveryPerKm: number | null }) {
  const [orderType, setOrderType] = useAtom(cartOrderTypeAtom);
  return (
    <Banner aria-labelledby="restaurant-banner-title">
      <h2 id="restaurant-banner-title">Today&apos;s kitchens</h2>
      <dl>
        <div>
          <dt>Delivery time</dt>
          <dd>10-16 mins</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{deliveryPerKm === null ? 'Loading...' : deliveryRateText(deliveryPerKm)}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>5.0</dd>
        </div>
        <div>
          <dt>Open</dt>
          <dd>9:00 am - 9:00 pm</dd>
        </div>
      </dl>
      <Toggle role="group" aria-label="Delivery or pickup">
        {/* The cart's own form (its action at /cart), for a tap before the app is in. */}
        <PostForm action="/cart" fields={{ intent: 'order-type' }}>
          {modes.map(({ type, label }) => (
            <button
              key={type}
              name="type"
              value={type}
              aria-pressed={orderType === type}
              onClick={answeredInPage(() => setOrderType(type))}
            >
              {label}
            </button>
          ))}
        </PostForm>
      </Toggle>
    </Banner>
  );
}
