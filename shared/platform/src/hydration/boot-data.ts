import { customerStateSchema, remoteNames, runtimeConfigSchema, type CustomerState, type RemoteName, type RuntimeConfig } from '@storefront/contract';
import type { HydrationState } from 'react-router-dom';
import { BOOT_DATA_ID } from './boot-data-id';

export interface BootData {
  config: RuntimeConfig;
  router: HydrationState;
  /** The paths of each remote's pages the server knew (page-routes.ts): the browser's router starts with them. */
  routes: Partial<Record<RemoteName, string[]>>;
  /** The routes whose page the server left to the browser (remote-route.tsx). */
  leftToBrowser: string[];
  /** The build of each remote the server rendered with (build-skew.ts). */
  builds: Record<string, string>;
  /** The customer the page was rendered for; null when the page's data has none that parses (the browser's own copy is kept). */
  customer: CustomerState | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The router's own data of the server's render, handed to the browser's router as it is. */
const isRouterData = (value: unknown): value is HydrationState => isRecord(value) && isRecord(value.loaderData);

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The remotes' page paths as handed over; a remote whose list does not parse is left unknown (the router asks it itself). */
function routeListsIn(value: unknown): BootData['routes'] {
  if (!isRecord(value)) return {};
  return Object.fromEntries(remoteNames.flatMap((remote) => (isStrings(value[remote]) ? [[remote, value[remote]]] : [])));
}

/**
 * What the server handed this page when it rendered it: the configuration the page was rendered
 * with, and the data of its routes. Null for the app shell (the page renders in the browser), and
 * for data that does not parse (then, too, the page renders in the browser, from scratch).
 */
export function readBootData(document: Document): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRouterData(data.router)) return null;
    const config = runtimeConfigSchema.safeParse(data.config);
    const leftToBrowser = Array.isArray(data.leftToBrowser) ? data.leftToBrowser.filter((id): id is string => typeof id === 'string') : [];
    const builds = isRecord(data.builds)
      ? Object.fromEntries(Object.entries(data.builds).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
    const customer = customerStateSchema.safeParse(data.customer);
    return config.success ? { config: config.data, router: data.router, routes: routeListsIn(data.routes), leftToBrowser, builds, customer: customer.success ? customer.data : null } : null;
  } catch {
    return null;
  }
}
