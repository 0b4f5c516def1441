import styled from '@emotion/styled';
import { formatZmw } from '@storefront/api-client';
import { PrimaryButton, theme } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { OPEN_FIELD, OPEN_TOPUP } from '../hooks/use-topup-in-page';

/**
 * On a phone the balance, with its button, takes the first row and the three counts share the
 * second, so the four fit on one screen instead of four full-width rows.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin-bottom: 32px;
  ${theme.mobileQuery} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    margin-bottom: 24px;
    & > :first-of-type { grid-column: 1 / -1; }
    & > :not(:first-of-type) {
      padding: 12px;
      h2 { font-size: 0.8rem; }
      p { font-size: 1.25rem; }
    }
  }
`;

const CardFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 { margin: 0; font-size: 0.95rem; font-weight: 600; color: ${theme.color.muted}; }
  p { margin: 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
  button { align-self: flex-start; }
`;

function Card({ title, value, children }: { title: string; value: string; children?: ReactNode }) {
  const id = useId();
  return (
    <CardFrame aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p aria-live="polite">{value}</p>
      {children}
    </CardFrame>
  );
}

export interface SummaryCardsProps {
  balance: number;
  cartCount: number;
  onTopUp: () => void;
}

/** Balance (ZMW) with Top Up Wallet, Cart Count, and Bonus Earned and Referral Count, always 0. */
export function SummaryCards({ balance, cartCount, onTopUp }: SummaryCardsProps) {
  return (
    <Grid>
      <Card title="Balance" value={formatZmw(balance)}>
        {/* The running app opens its dialog; a page without scripts asks the server for the page
            with the top-up form in it. */}
        <form method="get">
          <PrimaryButton
            type="submit"
            name={OPEN_FIELD}
            value={OPEN_TOPUP}
            onClick={(event) => {
              event.preventDefault();
              onTopUp();
            }}
          >
            Top Up Wallet
          </PrimaryButton>
        </form>
      </Card>
      <Card title="Cart Count" value={String(cartCount)} />
      <Card title="Bonus Earned" value="0" />
      <Card title="Referral Count" value="0" />
    </Grid>
  );
}
