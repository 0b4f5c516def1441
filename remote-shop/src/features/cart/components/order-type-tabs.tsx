import { orderTypes, type OrderType } from '@storefront/api-client';
import { useAtom } from 'jotai';
import { orderTypeAtom } from '../state/checkout-options';
import { ChoiceButtons, SectionTitle } from './choice-buttons';

const labels: Record<OrderType, string> = { delivery: 'Delivery', pickup: 'Pickup', 'dine-in': 'Dine-in' };

export function OrderTypeTabs() {
  const [orderType, setOrderType] = useAtom(orderTypeAtom);
  return (
    <section aria-labelledby="order-type-title">
      <SectionTitle id="order-type-title">Order Type</SectionTitle>
      <ChoiceButtons role="group" aria-labelledby="order-type-title">
        {orderTypes.map((type) => (
          <button key={type} type="button" aria-pressed={orderType === type} onClick={() => setOrderType(type)}>
            {labels[type]}
          </button>
        ))}
      </ChoiceButtons>
    </section>
  );
}
