import type { PageMeta } from '@storefront/contract';
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { refusalOf } from './contract-compatibility';
import { forgetRemote } from './load-remote-module';
import { unknownRemotes } from './page-routes';
import { RemoteFailure } from './remote-boundary';
import { RENDER_IN_BROWSER, rendersInBrowser } from './remote-page-loading';
import { PagePlaceholder, useOpenAgain } from './remote-route';

/**
 * What the host's page for an address of no known page shows: not found, or, while a remote's
 * pages are unknown (it was down or refused when asked), that the address may be one of its pages
 * and cannot be shown now.
 */
export type NoPage = { unavailable: false } | { unavailable: true; refused: boolean };

/** The loader of the host's page for an address of no known page, in the browser. */
export function noPageHere(): NoPage {
  const unknown = unknownRemotes();
  if (unknown.length === 0) return { unavailable: false };
  return { unavailable: true, refused: unknown.some((remote) => refusalOf(remote) !== undefined) };
}

/**
 * The same on the server: while a remote's pages are unknown there, the address is left to the
 * browser (its placeholder inside the layout), which asks that remote itself (first-page.ts).
 */
export const noPageOnServer = (): NoPage | typeof RENDER_IN_BROWSER => (unknownRemotes().length > 0 ? RENDER_IN_BROWSER : { unavailable: false });

/** Whether the address could not be placed (left to the browser, or unavailable there): not a 404. */
export const isUnplaced = (data: unknown): boolean => rendersInBrowser(data) || (data as Partial<NoPage> | null | undefined)?.unavailable === true;

/** The tab's title while the address cannot be placed. */
export const UNAVAILABLE_META: PageMeta = { title: 'Page unavailable' };

/**
 * Not found, or unavailable with Retry: Retry forgets the remotes that failed and opens the same
 * address again, whose navigation asks them for their pages anew (discoverPages in the host's routes).
 */
export function NoPageHere({ NotFound }: { NotFound: ComponentType }) {
  const data = useLoaderData<NoPage | typeof RENDER_IN_BROWSER | undefined>();
  const openAgain = useOpenAgain();
  if (rendersInBrowser(data)) return <PagePlaceholder />;
  if (!data || !('unavailable' in data) || !data.unavailable) return <NotFound />;
  return (
    <RemoteFailure
      refused={data.refused}
      what="this page"
      as="main"
      onRetry={() => {
        for (const remote of unknownRemotes()) forgetRemote(remote);
        openAgain();
      }}
    />
  );
}

/** The route id of the host's not-found page, which answers any address of no page (a 404 from its server). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
