import styled from '@emotion/styled';
import { formatZmw, type Order } from '@storefront/api-client';
import { orderPagePath } from '@storefront/contract';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { formatOrderDate, shortOrderId } from '../state/order-format';
import { statusLabel } from '../state/order-status';
import { PaymentStatus } from './payment-status';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.desktopQuery} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  padding: 14px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  &:focus-within { outline: 2px solid ${theme.color.brand}; outline-offset: 2px; }
  h3 { margin: 0; font-size: 1rem; }
  /* The whole card opens the order; the link's box covers it. */
  h3 a { color: inherit; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  h3 a:focus { outline: none; }
  p { margin: 0; color: ${theme.color.muted}; overflow-wrap: anywhere; }
  .amount { font-weight: 700; font-variant-numeric: tabular-nums; color: ${theme.color.text}; text-align: right; }
  .status { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; color: ${theme.color.text}; }
`;

/** 'Orders Placed': one card per order, newest first, each opening the order's own page. */
export function OrdersList({ orders, labelledBy }: { orders: readonly Order[]; labelledBy: string }) {
  const timeZone = useDisplayTimeZone();
  return (
    <List aria-labelledby={labelledBy}>
      {orders.map((order) => (
        <Card key={order.uuid}>
          <h3>
            <Link to={orderPagePath(order.uuid)}>{`Order #${shortOrderId(order.uuid)}`}</Link>
          </h3>
          <p className="amount">{formatZmw(order.total_price)}</p>
          <p>
            {order.vendor?.name || '—'} · {formatOrderDate(order.created_at, timeZone)}
          </p>
          <p className="status">
            <span>{statusLabel(order.status, order.order_type)}</span>
            <span aria-hidden="true">·</span>
            <span>Payment</span>
            <PaymentStatus paymentStatus={order.payment_status} paidWith={order.paid_with} promptStatus={order.payment?.status} />
          </p>
        </Card>
      ))}
    </List>
  );
}
