import { OPEN_IN_PAGE_FIELD, useFormInPage } from '@storefront/ui';
import { TOP_UP } from '../api/topup-form-fields';

/** The address of the dashboard with Top Up Wallet in the page: `?open=topup`. */
export const OPEN_FIELD = OPEN_IN_PAGE_FIELD;
export const OPEN_TOPUP = 'topup';

/**
 * Whether the dashboard shows Top Up Wallet in the page: when a page without scripts asked for it
 * (Top Up Wallet sends `?open=topup`), and after the page's form was sent, so it says how it went.
 */
export function useTopupInPage(): boolean {
  return useFormInPage(OPEN_TOPUP, TOP_UP);
}
