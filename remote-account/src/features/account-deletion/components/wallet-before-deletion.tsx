import styled from '@emotion/styled';
import { formatZmw, getWalletBalance } from '@storefront/api-client';
import { theme, useLoad } from '@storefront/ui';
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
export function WalletBeforeDeletion({ headingId }: { headingId: string }) {
  // The wallet call answers 0 when the balance cannot be read; the server checks again anyway.
  const wallet = useLoad(getWalletBalance);
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Your wallet and orders</h3>
      {wallet.status === 'success' ? (
        <>
          <p>
            Wallet balance: <strong>{formatZmw(wallet.data)}</strong>
          </p>
          <p>{walletAdvice(wallet.data)}</p>
        </>
      ) : (
        <p role="status">Reading your wallet balance...</p>
      )}
      <p>{ORDERS_ADVICE}</p>
      <p>
        <Link to="/support">Contact Support</Link>
      </p>
    </Box>
  );
}
