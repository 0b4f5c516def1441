import styled from '@emotion/styled';
import { formatZmw } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { ORDERS_ADVICE, walletAdvice } from '../logic/deletion-texts';

const Box = styled.section`
  padding: 14px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h3 { margin: 0 0 8px; font-size: 1rem; }
  p { margin: 0; }
  p + p { margin-top: 8px; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

/** The wallet balance and the orders rule, read before the customer confirms the deletion. */
export function WalletBeforeDeletion({ headingId, balance }: { headingId: string; balance: number }) {
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Your wallet and orders</h3>
      <p>
        Wallet balance: <strong>{formatZmw(balance)}</strong>
      </p>
      <p>{walletAdvice(balance)}</p>
      <p>{ORDERS_ADVICE}</p>
      <p>
        <Link to="/support">Contact Support</Link>
      </p>
    </Box>
  );
}
