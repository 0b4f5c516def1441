import styled from '@emotion/styled';
import { formatZk, type CartTotals } from '@storefront/api-client';
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

export interface PricingSummaryProps {
  totals: CartTotals;
  /** Null while the settings load: the fees then read 'calculating' / 'Loading...'. */
  taxPercent: number | null;
  showTip: boolean;
  showHandlingFee: boolean;
  /** Shown above the lines, e.g. that the defaults are in use. */
  notice?: string;
}

function percentText(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** The pricing lines: two decimals, ZK, the tax as a percent of the subtotal. */
export function PricingSummary({ totals, taxPercent, showTip, showHandlingFee, notice }: PricingSummaryProps) {
  const loading = taxPercent === null;
  const fee = (amount: number) => (loading ? 'Loading...' : formatZk(amount));
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
        <dd>{fee(totals.delivery)}</dd>
        {showHandlingFee ? (
          <>
            <dt>Handling fee</dt>
            <dd>{fee(totals.handlingFee)}</dd>
          </>
        ) : null}
        {showTip ? (
          <>
            <dt>Tip</dt>
            <dd>{formatZk(totals.tip)}</dd>
          </>
        ) : null}
        <dt className="total">Total</dt>
        <dd className="total">{formatZk(totals.total)}</dd>
      </Lines>
    </section>
  );
}
