import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const CareersPage = lazy(() => import(/* webpackChunkName: "route-careers" */ './pages/careers-page'));
const ApplyPage = lazy(() => import(/* webpackChunkName: "route-apply" */ './pages/apply-page'));
const SupportPage = lazy(() => import(/* webpackChunkName: "route-support" */ './pages/support-page'));
const RiderRegisterPage = lazy(() => import(/* webpackChunkName: "route-rider-register" */ './pages/rider-register-page'));

/** Exposed as `./routes`: the careers area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/careers', element: <CareersPage /> },
  { path: '/apply', element: <ApplyPage /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/rider/register', element: <RiderRegisterPage /> },
];

export default routes;
