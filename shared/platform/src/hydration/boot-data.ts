import { customerStateSchema, remoteNames, runtimeConfigSchema, type CustomerState, type RuntimeConfig } from '@storefront/contract';
import type { HydrationState } from 'react-router-dom';
import type { RouteLists } from '../remotes/page-routes';
import { BOOT_DATA_ID } from './boot-data-id';

export interface BootData {
  config: RuntimeConfig;
  router: HydrationState;
  /** The remotes' pages the server knew: the browser's router starts with them. */
  routes: RouteLists;
  leftToBrowser: string[];
  builds: Record<string, string>;
  /** Null when none parses: the browser keeps its own copy. */
  customer: CustomerState | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRouterData = (value: unknown): value is HydrationState => isRecord(value) && isRecord(value.loaderData);

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A remote whose list does not parse is left unknown: the router asks it itself. */
function routeListsIn(value: unknown): RouteLists {
  if (!isRecord(value)) return {};
  return Object.fromEntries(remoteNames.flatMap((remote) => (isStrings(value[remote]) ? [[remote, value[remote]]] : [])));
}

/** What the server handed over with its page; null for the app shell and for data that does not parse (the page then renders afresh). */
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
