import { answeredInPage } from '@storefront/ui';
import { orderTypes, type OrderType } from '@storefront/api-client';
import { useAtom } from 'jotai';
import { CartForm } from './cart-form';
import { orderTypeAtom } from '../state/checkout-options';
import { ChoiceButtons, SectionTitle } from './choice-buttons';

const labels: Record<OrderType, string> = { delivery: 'Delivery', pickup: 'Pickup', 'dine-in': 'Dine-in' };

export function OrderTypeTabs() {
  const [orderType, setOrderType] = useAtom(orderTypeAtom);
  return (
    <section aria-labelledby="order-type-title">
      <SectionTitle id="order-type-title">Order Type</SectionTitle>
      <ChoiceButtons role="group" aria-labelledby="order-type-title">
        <CartForm intent="order-type">
          {orderTypes.map((type) => (
            <button
              key={type}
              name="type"
              value={type}
              aria-pressed={orderType === type}
              onClick={answeredInPage(() => setOrderType(type))}
            >
              {labels[type]}
            </button>
          ))}
        </CartForm>
      </ChoiceButtons>
    </section>
  );
}
