import { fetchContent, type Career } from '@storefront/api-client';

/** The current openings, through the content cache the careers page fills ('all-careers'). */
export function loadServerCareers(): Promise<Career[]> {
  return fetchContent('all-careers');
}
