import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { Order, OrderReceipt as Receipt } from '@storefront/api-client';
import { Button, theme, useHydrated } from '@storefront/ui';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { paidWithText } from '../logic/receipt';
import { formatOrderDateTime, shortOrderId } from '../state/order-format';
import { OrderItems } from './order-items';

/**
 * Printed, the page is the receipt alone: everything that neither holds it nor is inside it goes,
 * the host's header and footer included, without the remote knowing their names, and what holds it
 * lends it the page's whole width (no sidebar's grid column).
 */
const printTheReceiptAlone = css`
  @media print {
    body *:not(:has([data-receipt])):not([data-receipt]):not([data-receipt] *) { display: none !important; }
    body *:has([data-receipt]) { display: block !important; width: auto !important; max-width: none !important; margin: 0 !important; padding: 0 !important; }
    [data-receipt] { max-width: 40rem; }
    [data-receipt] .print-only { display: block !important; }
    [data-receipt] .no-print { display: none !important; }
  }
`;

const Section = styled.section`
  .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 8px; }
  .head h3 { margin: 0; }
  .print-only { display: none; margin: 0 0 8px; }
  dl.paid {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
    margin: 16px 0 0;
    dt { color: ${theme.color.muted}; }
    dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  }
`;

export interface OrderReceiptProps {
  order: Order;
  receipt: Receipt;
  headingId: string;
}

/**
 * A paid order's receipt: what was bought, the prices, tax, fees and tip, when and how it was
 * paid, and the reference to quote to the provider or to support. Print receipt prints it alone.
 */
export function OrderReceipt({ order, receipt, headingId }: OrderReceiptProps) {
  const timeZone = useDisplayTimeZone();
  // Printing needs the app; before it is in, the browser's own Print does the same.
  const hydrated = useHydrated();
  return (
    <Section aria-labelledby={headingId} data-receipt="">
      <Global styles={printTheReceiptAlone} />
      <div className="head">
        <h3 id={headingId}>Receipt</h3>
        {hydrated ? (
          <Button type="button" variant="secondary" size="sm" className="no-print" onClick={() => window.print()}>
            Print receipt
          </Button>
        ) : null}
      </div>
      <p className="print-only">
        ZamEats · Order #{shortOrderId(order.uuid)} · placed {formatOrderDateTime(order.created_at, timeZone)}
        {order.vendor?.name ? ` · ${order.vendor.name}` : null}
        {order.vendor?.address ? `, ${order.vendor.address}` : null}
      </p>
      <OrderItems order={order} labelledBy={headingId} />
      <dl className="paid" aria-label="Payment">
        <dt>Paid on</dt>
        <dd>{formatOrderDateTime(receipt.paid_at, timeZone)}</dd>
        <dt>Paid with</dt>
        <dd>{paidWithText(receipt)}</dd>
        {receipt.reference ? (
          <>
            <dt>Reference</dt>
            <dd>{receipt.reference}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}
