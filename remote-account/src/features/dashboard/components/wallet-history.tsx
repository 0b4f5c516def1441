import styled from '@emotion/styled';
import type { WalletEntry } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { useId } from 'react';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { signedAmount, walletEntryText } from '../logic/receipt';
import { formatOrderDateTime } from '../state/order-format';

export const NO_WALLET_MOVEMENTS = 'No top-ups, payments or refunds yet.';
/** The latest shown at once; the rest are one tap away. */
const SHOWN_FIRST = 5;

const Heading = styled.h2`
  margin: 24px 0 12px;
  font-size: 1.25rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 10px 16px;
  }
  li + li { border-top: 1px solid ${theme.color.border}; }
  .what { overflow-wrap: anywhere; }
  .amount { font-weight: 700; font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap; }
  .credit { color: ${theme.color.success}; }
  time { grid-column: 1 / -1; color: ${theme.color.muted}; font-size: 0.875rem; }
`;

const Earlier = styled.details`
  margin-top: 8px;
  summary { color: ${theme.color.brand}; font-weight: 600; cursor: pointer; }
  ul { margin-top: 8px; }
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

function Entries({ entries, label }: { entries: readonly WalletEntry[]; label: string }) {
  const timeZone = useDisplayTimeZone();
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.uuid}>
          <span className="what">{walletEntryText(entry)}</span>
          <span className={entry.amount > 0 ? 'amount credit' : 'amount'}>{signedAmount(entry.amount)}</span>
          <time dateTime={entry.created_at}>{formatOrderDateTime(entry.created_at, timeZone)}</time>
        </li>
      ))}
    </List>
  );
}

/**
 * 'Wallet history': what the balance is made of, newest first (top-ups in, order payments out,
 * refunds in). The latest few show; the earlier ones open below, with or without scripts.
 */
export function WalletHistory({ entries }: { entries: readonly WalletEntry[] }) {
  const headingId = useId();
  const latest = entries.slice(0, SHOWN_FIRST);
  const earlier = entries.slice(SHOWN_FIRST);
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Wallet history</Heading>
      {entries.length === 0 ? <Empty>{NO_WALLET_MOVEMENTS}</Empty> : <Entries entries={latest} label="Latest wallet movements" />}
      {earlier.length > 0 ? (
        <Earlier>
          <summary>{`Earlier movements (${earlier.length})`}</summary>
          <Entries entries={earlier} label="Earlier wallet movements" />
        </Earlier>
      ) : null}
    </section>
  );
}
