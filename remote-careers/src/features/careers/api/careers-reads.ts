import type { Career } from '@storefront/api-client';
import { settle, type Settled } from '@storefront/ui';
import { loadCareers } from './load-careers';

/** The careers page's loader: the current openings (their failure is the page's yellow notice). */
export function readOpenings(): Promise<Settled<Career[]>> {
  return settle(loadCareers());
}

/** The application page of every opening, for the sitemap. */
export async function openingPaths(): Promise<string[]> {
  return (await loadCareers()).map((career) => `/apply?position=${career.id}`);
}
