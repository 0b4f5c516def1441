import { fetchContent, type Career } from '@storefront/api-client';
import { CAREERS_MESSAGES } from '../logic/career-card';

/**
 * The current openings, through the content cache ('all-careers'; the apply page reads the same
 * entry). A failure is logged and still fails, so the page shows its defaults.
 */
export function loadCareers(): Promise<Career[]> {
  return fetchContent('all-careers').catch((error: unknown) => {
    console.error(CAREERS_MESSAGES.loadFailed, error);
    throw error;
  });
}
