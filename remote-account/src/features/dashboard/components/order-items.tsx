import styled from '@emotion/styled';
import { formatZmw, type Order } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { Fragment } from 'react';

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

/** What was ordered, line by line, and the totals: the tax, the fees and the tip the total is made of. */
export function OrderItems({ order, labelledBy }: { order: Order; labelledBy: string }) {
  return (
    <>
      <Lines aria-labelledby={labelledBy}>
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
    </>
  );
}
