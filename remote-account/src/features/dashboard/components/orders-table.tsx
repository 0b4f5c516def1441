import styled from '@emotion/styled';
import { formatZmw, theme, VisuallyHidden, type Order } from '@storefront/shared';
import { formatOrderDate, shortOrderId } from '../state/order-format';
import { statusLabel } from '../state/order-status';
import { PaymentStatus } from './payment-status';

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  background: ${theme.color.surface};
  th, td { padding: 10px 12px; border-bottom: 1px solid ${theme.color.border}; text-align: left; vertical-align: middle; }
  th { font-size: 0.85rem; color: ${theme.color.muted}; }
  td.amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.id { font-family: ui-monospace, monospace; font-weight: 600; }
`;

const ViewButton = styled.button`
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.color.brand};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.brandDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export interface OrdersTableProps {
  orders: readonly Order[];
  labelledBy: string;
  onOpen: (uuid: string) => void;
}

/** 'Orders Placed': one row per order, newest first, each with a button to its detail. */
export function OrdersTable({ orders, labelledBy, onOpen }: OrdersTableProps) {
  return (
    <Scroller>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Date</th>
            <th scope="col">Vendor</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const shortId = shortOrderId(order.uuid);
            return (
              <tr key={order.uuid}>
                <td className="id">{shortId}</td>
                <td>{formatOrderDate(order.created_at)}</td>
                <td>{order.vendor?.name || '—'}</td>
                <td className="amount">{formatZmw(order.total_price)}</td>
                <td>{statusLabel(order.status)}</td>
                <td>
                  <PaymentStatus paymentStatus={order.payment_status} />
                </td>
                <td>
                  <ViewButton type="button" aria-label={`View order ${shortId}`} onClick={() => onOpen(order.uuid)}>
                    View
                  </ViewButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
