import { lazyPage, pageRoute } from '@storefront/ui';
import type { ComponentType } from 'react';
import { type PageMeta, type RemoteRoutes } from '@storefront/contract';
import { openingPaths, readOpenings } from './features/careers/api/careers-reads';
import { readContactInfo } from './features/support/api/support-reads';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const CareersPage = lazyPage(() => import(/* webpackChunkName: "route-careers" */ './pages/careers-page'));
const ApplyPage = lazyPage(() => import(/* webpackChunkName: "route-apply" */ './pages/apply-page'));
const SupportPage = lazyPage(() => import(/* webpackChunkName: "route-support" */ './pages/support-page'));
const RiderRegisterPage = lazyPage(() => import(/* webpackChunkName: "route-rider-register" */ './pages/rider-register-page'));

/**
 * A page's loading state, which shows only where the browser renders the page itself (a page the
 * server left to it): loaded from the page's own chunk, which that page loads anyway, rather than
 * with every page of the area in this module.
 */
const loadingState = (load: () => Promise<ComponentType>) => lazyPage(async () => ({ default: await load() }));
const CareersLoading = loadingState(async () => (await import(/* webpackChunkName: "route-careers" */ './pages/careers-layout')).CareersLoading);
const SupportLoading = loadingState(async () => (await import(/* webpackChunkName: "route-support" */ './pages/support-frame')).SupportLoading);

const always = (meta: PageMeta) => () => meta;

/**
 * Exposed as `./routes`: the careers area's pages, each loaded when first visited, with the reads
 * each shows (its loader), what it shows while they come (HydrateFallback) and what it tells
 * search engines and link previews (handle.meta). The forms read nothing before they render.
 */
const routes: RemoteRoutes = [
  {
    ...pageRoute('/careers', CareersPage),
    loader: readOpenings,
    HydrateFallback: CareersLoading,
    handle: { meta: always({ title: 'Careers', description: 'Join the ZamEats team: current openings and how hiring works.' }) },
  },
  {
    ...pageRoute('/apply', ApplyPage),
    handle: { meta: always({ title: 'Job Application', description: 'Apply to work at ZamEats in three short steps.' }), sitemap: openingPaths },
  },
  {
    ...pageRoute('/support', SupportPage),
    loader: readContactInfo,
    HydrateFallback: SupportLoading,
    handle: { meta: always({ title: 'Customer Support', description: 'Something wrong with an order, a payment or your account? Tell us and we will sort it out.' }) },
  },
  {
    ...pageRoute('/rider/register', RiderRegisterPage),
    handle: { meta: always({ title: 'Rider Registration', description: 'Sign up to deliver with ZamEats.' }) },
  },
];

export default routes;
