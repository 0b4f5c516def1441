import type { PageMeta } from '@storefront/contract';
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { refusalOf } from './contract-compatibility';
import { forgetRemote } from './load-remote-module';
import { unknownRemotes } from './page-routes';
import { RemoteFailure } from './remote-boundary';
import { RENDER_IN_BROWSER, rendersInBrowser } from './remote-page-loading';
import { PagePlaceholder, useOpenAgain } from './remote-route';

/** An address of no known page: not found, or unavailable while a remote's pages are unknown (it was down or refused). */
export type NoPage = { unavailable: false } | { unavailable: true; refused: boolean };

export function noPageHere(): NoPage {
  const unknown = unknownRemotes();
  if (unknown.length === 0) return { unavailable: false };
  return { unavailable: true, refused: unknown.some((remote) => refusalOf(remote) !== undefined) };
}

/** On the server, while a remote's pages are unknown, the address is left to the browser, which asks it itself (first-page.ts). */
export const noPageOnServer = (): NoPage | typeof RENDER_IN_BROWSER => (unknownRemotes().length > 0 ? RENDER_IN_BROWSER : { unavailable: false });

/** Left to the browser, or unavailable there: not a 404. */
export const isUnplaced = (data: unknown): boolean => rendersInBrowser(data) || (data as Partial<NoPage> | null | undefined)?.unavailable === true;

export const UNAVAILABLE_META: PageMeta = { title: 'Page unavailable' };

/** Retry forgets the remotes that failed and opens the address again, whose navigation asks them anew (discoverPages). */
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

export const NOT_FOUND_ROUTE_ID = 'not-found';
