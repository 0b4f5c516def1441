import { withDeadline } from '../src/features/remotes/with-deadline';
import { leadImagesRead } from './first-reads';
import type { RuntimeConfig } from '@storefront/contract/boundary';
import { refreshingCache } from './refreshing-cache';

/** How long a read's answer names the lead picture before it is read again. */
const READ_TTL_MS = 30_000;
/** Reads remembered at once: one per meal and post is a few hundred; URLs beyond it push the oldest out. */
const MAX_READS = 1000;
/** How long a page waits for a read nobody asked for yet: the API is next door, and a page must not wait on a slow one. */
const FIRST_READ_WAIT_MS = 150;

/**
 * The `Link` preloads of the pictures of a page's first screen (leadImagesRead):
 * the server reads the page's first read itself, briefly cached, and names the pictures in it, so
 * the browser fetches them with the scripts instead of once the page has rendered; the one the
 * page paints largest comes first, with a high priority. A read that fails, or is slow the first
 * time, gives no preload; the page loads its pictures as it always does. Reads the page names
 * under the host's own origin (`/api/...`) go to the API behind the proxy.
 */
export function createLeadImagePreloads(config: RuntimeConfig, apiProxyTarget: string, fetchJson: (url: string) => Promise<unknown>) {
  const answers = refreshingCache((readUrl: string) => fetchJson(new URL(readUrl, apiProxyTarget).href).catch(() => null), {
    ttlMs: READ_TTL_MS,
    maxEntries: MAX_READS,
  });

  return async function leadImageLinks(pathname: string, now = Date.now()): Promise<string[]> {
    const lead = leadImagesRead(pathname, config);
    if (!lead) return [];
    const answer = await withDeadline(answers(lead.readUrl, now), FIRST_READ_WAIT_MS);
    return lead.pick(answer).map((image, index) => `<${image}>; rel=preload; as=image${index === 0 ? '; fetchpriority=high' : ''}`);
  };
}
