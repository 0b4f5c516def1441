import styled from '@emotion/styled';
import { formatZmw, type Order } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { Fragment, useId } from 'react';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { formatOrderDateTime } from '../state/order-format';
import { hasRider, paymentBadge } from '../state/order-status';
import { OrderContacts } from './order-contacts';
import { OrderMessages } from './order-messages';
import { MobileMoneyPayment } from './mobile-money-payment';
import { OrderTracker } from './order-tracker';
import { PayNow } from './pay-now';
import { PaymentStatus } from './payment-status';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h3 { margin: 0 0 8px; font-size: 1rem; }
  section > p { margin: 0; }
`;

const Meta = styled.p`
  margin: 4px 0 0;
  color: ${theme.color.muted};
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 6px 4px; border-bottom: 1px solid ${theme.color.border}; text-align: left; }
  th:not(:first-of-type), td:not(:first-of-type) { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 12px 0 0;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { padding-top: 6px; border-top: 1px solid ${theme.color.border}; color: ${theme.color.text}; font-weight: 700; }
`;

const orderTypeLabels: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup', 'dine-in': 'Dine-in' };

function totalLines(order: Order): [string, number][] {
  const lines: [string, number | null | undefined][] = [
    ['Subtotal', order.subtotal],
    ['Tax', order.tax],
    ['Delivery fee', order.delivery_fee],
    ['Handling fee', order.handling_fee],
    ['Tip', order.tip],
  ];
  return lines.filter((line): line is [string, number] => typeof line[1] === 'number');
}

export interface OrderDetailProps {
  order: Order;
  /** The customer's profile phone, when the page's loader read it (for a new mobile money prompt). */
  profilePhone?: string | null;
}

/**
 * One order: tracker, payment, meals, totals, where it goes, calls and the message box. An unpaid
 * order paid by mobile money shows its prompt; one without shows Pay Now.
 */
export function OrderDetail({ order, profilePhone = null }: OrderDetailProps) {
  const id = useId();
  const timeZone = useDisplayTimeZone();
  const orderType = order.order_type ? (orderTypeLabels[order.order_type] ?? order.order_type) : null;
  const badge = paymentBadge(order.payment_status, order.paid_with, order.payment?.status);

  return (
    <Sections>
      <div>
        <Meta>
          Placed {formatOrderDateTime(order.created_at, timeZone)}
          {orderType ? ` · ${orderType}` : null}
        </Meta>
        {order.vendor?.name ? (
          <Meta>
            {order.vendor.name}
            {order.vendor.address ? `, ${order.vendor.address}` : null}
          </Meta>
        ) : null}
      </div>

      <OrderTracker status={order.status} orderType={order.order_type} />

      <section aria-labelledby={`${id}-payment`}>
        <h3 id={`${id}-payment`}>Payment</h3>
        {order.payment ? (
          <MobileMoneyPayment payment={order.payment} profilePhone={profilePhone} done={badge.payable ? null : badge} />
        ) : (
          <PaymentStatus paymentStatus={order.payment_status} paidWith={order.paid_with} payNow={<PayNow />} />
        )}
      </section>

      <section aria-labelledby={`${id}-items`}>
        <h3 id={`${id}-items`}>Items</h3>
        <Lines aria-labelledby={`${id}-items`}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <td>{line.name}</td>
                <td>{line.quantity}</td>
                <td>{formatZmw(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </Lines>
        <Totals aria-label="Order totals">
          {totalLines(order).map(([label, amount]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{formatZmw(amount)}</dd>
            </Fragment>
          ))}
          <dt className="total">Total</dt>
          <dd className="total">{formatZmw(order.total_price)}</dd>
        </Totals>
      </section>

      {order.delivery_address || order.instructions || order.delivery_instructions ? (
        <section aria-labelledby={`${id}-where`}>
          <h3 id={`${id}-where`}>{order.delivery_address ? 'Delivery' : 'Instructions'}</h3>
          {order.delivery_address ? <p>Delivery address: {order.delivery_address}</p> : null}
          {order.delivery_instructions ? <p>For the rider: {order.delivery_instructions}</p> : null}
          {order.instructions ? <p>Instructions: {order.instructions}</p> : null}
        </section>
      ) : null}

      <section aria-labelledby={`${id}-contact`}>
        <h3 id={`${id}-contact`}>Contact</h3>
        {order.rider?.name ? <Meta>Rider: {order.rider.name}</Meta> : null}
        <OrderContacts vendorPhone={order.vendor?.phone} rider={hasRider(order.rider) ? order.rider : null} />
      </section>

      <OrderMessages status={order.status} vendorName={order.vendor?.name} riderName={order.rider?.name} />
    </Sections>
  );
}
