import styled from '@emotion/styled';
import type { Order } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { useId } from 'react';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { formatOrderDateTime } from '../state/order-format';
import { hasRider, paymentBadge } from '../state/order-status';
import { OrderContacts } from './order-contacts';
import { OrderMessages } from './order-messages';
import { MobileMoneyPayment } from './mobile-money-payment';
import { OrderItems } from './order-items';
import { OrderReceipt } from './order-receipt';
import { OrderTracker } from './order-tracker';
import { OtherWaysToPay } from './other-ways-to-pay';
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

const orderTypeLabels: Record<string, string> = { delivery: 'Delivery', pickup: 'Pickup', 'dine-in': 'Dine-in' };

export interface OrderDetailProps {
  order: Order;
  /** The customer's profile phone, when the page's loader read it (for a new mobile money prompt). */
  profilePhone?: string | null;
  /** The wallet's balance, when the page's loader read it (an unpaid order may be paid from it). */
  walletBalance?: number | null;
}

/**
 * One order: tracker, payment, meals, totals, where it goes, calls and the message box. An unpaid
 * order paid by mobile money shows its prompt; one without shows Pay Now (and the wallet, when it
 * covers the order). A paid order's meals and totals are its receipt.
 */
export function OrderDetail({ order, profilePhone = null, walletBalance = null }: OrderDetailProps) {
  const id = useId();
  const timeZone = useDisplayTimeZone();
  const orderType = order.order_type ? (orderTypeLabels[order.order_type] ?? order.order_type) : null;
  const badge = paymentBadge(order.payment_status, order.paid_with, order.payment?.status);
  const otherWays = <OtherWaysToPay total={order.total_price} walletBalance={walletBalance} />;

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
          <MobileMoneyPayment payment={order.payment} profilePhone={profilePhone} done={badge.payable ? null : badge} otherWays={otherWays} />
        ) : (
          <PaymentStatus paymentStatus={order.payment_status} paidWith={order.paid_with} payNow={otherWays} />
        )}
      </section>

      {order.receipt ? (
        <OrderReceipt order={order} receipt={order.receipt} headingId={`${id}-items`} />
      ) : (
        <section aria-labelledby={`${id}-items`}>
          <h3 id={`${id}-items`}>Items</h3>
          <OrderItems order={order} labelledBy={`${id}-items`} />
        </section>
      )}

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
