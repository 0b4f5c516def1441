import { useActionData, useSearchParams } from 'react-router-dom';
import { TOP_UP, type DashboardActionData } from '../api/dashboard-action';

/** The address of the dashboard with Top Up Wallet in the page: `?open=topup`. */
export const OPEN_FIELD = 'open';
export const OPEN_TOPUP = 'topup';

/**
 * Whether the dashboard shows Top Up Wallet in the page: when a page without scripts asked for it
 * (Top Up Wallet sends `?open=topup`), and after the page's form was sent, so it says how it went.
 */
export function useTopupInPage(): boolean {
  const [search] = useSearchParams();
  const answer = useActionData<DashboardActionData>();
  return search.get(OPEN_FIELD) === OPEN_TOPUP || answer?.intent === TOP_UP;
}
