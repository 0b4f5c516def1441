import styled from '@emotion/styled';
import { formatZk, type CartTotals, type DeliveryPricing } from '@storefront/api-client';
import { theme } from '@storefront/ui';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 16px 0;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { padding-top: 8px; border-top: 1px solid ${theme.color.border}; color: ${theme.color.text}; font-weight: 700; }
  dd.total { margin-left: -12px; padding-left: 12px; } /* the line runs on through the column gap */
`;

const Note = styled.p`
  margin: -8px 0 16px;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

export interface PricingSummaryProps {
  totals: CartTotals;
  /** Null while the settings load: the fees then read 'calculating' / 'Loading...'. */
  taxPercent: number | null;
  showTip: boolean;
  /**
   * 'estimate' while delivery has no address on the map: the delivery fee and the total are the
   * least they can be, and say so ("from ZK …").
   */
  delivery: DeliveryPricing;
  /** Shown above the lines, e.g. that the defaults are in use. */
  notice?: string;
}

function percentText(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** The pricing lines: two decimals, ZK, the tax as a percent of the subtotal. */
export function PricingSummary({ totals, taxPercent, showTip, delivery, notice }: PricingSummaryProps) {
  const loading = taxPercent === null;
  const estimate = delivery === 'estimate' && !loading;
  const fee = (amount: number) => (loading ? 'Loading...' : formatZk(amount));
  const atLeast = (amount: string) => (estimate ? `from ${amount}` : amount);
  return (
    <section aria-label="Order summary">
      {notice ? (
        <p role="status" css={{ color: theme.color.warning }}>
          {notice}
        </p>
      ) : null}
      <Lines>
        <dt>Subtotal</dt>
        <dd>{formatZk(totals.subtotal)}</dd>
        <dt>{loading ? 'Tax (calculating)' : `Tax (${percentText(taxPercent)})`}</dt>
        <dd>{fee(totals.tax)}</dd>
        <dt>Delivery fee</dt>
        <dd>{atLeast(fee(totals.delivery))}</dd>
        <dt>Handling fee</dt>
        <dd>{fee(totals.handlingFee)}</dd>
        {showTip ? (
          <>
            <dt>Tip</dt>
            <dd>{formatZk(totals.tip)}</dd>
          </>
        ) : null}
        <dt className="total">{estimate ? 'Estimated total' : 'Total'}</dt>
        <dd className="total">{atLeast(formatZk(totals.total))}</dd>
      </Lines>
      {/* Shown while the settings load too, so nothing below moves when they come. */}
      {delivery === 'estimate' ? <Note>Choose a delivery address for the exact total.</Note> : null}
    </section>
  );
}
