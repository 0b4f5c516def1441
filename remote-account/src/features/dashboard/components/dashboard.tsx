import styled from '@emotion/styled';
import { cartCountAtom, sessionAtom } from '@storefront/contract';
import { PageHeading, theme, withRetries } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardReads } from '../api/dashboard-reads';
import { ORDER_POLL_INTERVAL_MS } from '../api/use-live-polling';
import { useLiveOrders } from '../api/use-live-updates';
import { useOrders } from '../api/use-orders';
import { useWalletBalance } from '../api/use-wallet-balance';
import { useWalletHistory } from '../api/use-wallet-history';
import { useDisplayTimeZone } from '../hooks/use-display-time-zone';
import { greetingLine, hourIn } from '../state/greeting';
import { needsLiveTracking } from '../state/order-status';
import { CateringRequests } from './catering-requests';
import { OrdersList } from './orders-list';
import { SummaryCards } from './summary-cards';
import { TopupSection } from './topup-form';
import { WalletHistory } from './wallet-history';

// The top-up dialog loads when first opened: most visits never open it. Tried three times, like a page.
const TopupDialog = lazy(() => withRetries(() => import('./topup-dialog')).then((module) => ({ default: module.TopupDialog })));

export const ORDERS_ERROR = 'Error loading orders';
export const NO_ORDERS = 'You have not placed any orders yet.';

const OrdersHeading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;

const Notice = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.muted};
  a, button { margin-left: 8px; color: ${theme.color.brand}; font: inherit; font-weight: 600; }
  button { padding: 0; border: 0; background: none; text-decoration: underline; cursor: pointer; }
`;

export interface DashboardProps {
  /** What the page's loader read (readDashboard). */
  loaded: DashboardReads;
  /** How often open orders are read again where their event stream cannot open (5 seconds by default). */
  pollIntervalMs?: number;
  /** Top Up Wallet is a part of the page rather than a dialog (see useTopupInPage). */
  topupInPage?: boolean;
}

/**
 * /user/dashboard: the greeting, the four cards with Top Up Wallet, the orders placed, each
 * opening its own page, and the wallet's history, as the page's loader read them. While any order can still change on the
 * server, the list follows the orders' event stream (or, where none opens, reads them every few
 * seconds), so their statuses and payments follow the backend without a reload.
 */
export function Dashboard({ loaded, pollIntervalMs = ORDER_POLL_INTERVAL_MS, topupInPage = false }: DashboardProps) {
  const headingId = useId();
  const session = useAtomValue(sessionAtom);
  const cartCount = useAtomValue(cartCountAtom);
  // The hour the page was read at; the greeting does not change under the reader's eyes.
  const hour = hourIn(loaded.openedAt, useDisplayTimeZone());
  const orders = useOrders(loaded.orders);
  const wallet = useWalletBalance(loaded.balance);
  const walletHistory = useWalletHistory(loaded.walletHistory, loaded.balance, wallet.balance);
  const [topupOpen, setTopupOpen] = useState(false);

  const { refresh: refreshOrders, receive: receiveOrders } = orders;
  const list = orders.status === 'success' ? orders.data : [];
  useLiveOrders(needsLiveTracking(list), receiveOrders, refreshOrders, pollIntervalMs);

  return (
    <>
      <PageHeading>{greetingLine(hour, session?.user.first_name)}</PageHeading>
      <SummaryCards balance={wallet.balance} cartCount={cartCount} onTopUp={() => setTopupOpen(true)} />
      {topupInPage ? <TopupSection /> : null}

      <section aria-labelledby={headingId}>
        <OrdersHeading id={headingId}>Orders Placed</OrdersHeading>
        {orders.status === 'error' ? (
          <Notice role="alert">
            {ORDERS_ERROR}
            <button type="button" onClick={() => void refreshOrders()}>
              Retry
            </button>
          </Notice>
        ) : null}
        {orders.status === 'success' && list.length === 0 ? (
          <Notice>
            {NO_ORDERS}
            <Link to="/menu">Browse Menu</Link>
          </Notice>
        ) : null}
        {list.length > 0 ? <OrdersList orders={list} labelledBy={headingId} /> : null}
      </section>
      {walletHistory ? <WalletHistory entries={walletHistory} /> : null}
      <CateringRequests requests={loaded.cateringRequests} />

      {/* The page stays as it is while the dialog's code loads. */}
      <Suspense fallback={null}>
        {topupOpen ? <TopupDialog onClose={() => setTopupOpen(false)} onPaymentOpened={wallet.watchTopup} /> : null}
      </Suspense>
    </>
  );
}
