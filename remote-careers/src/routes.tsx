import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

const CareersPage = lazy(() => import('./pages/careers-page'));
const ApplyPage = lazy(() => import('./pages/apply-page'));
const SupportPage = lazy(() => import('./pages/support-page'));
const RiderRegisterPage = lazy(() => import('./pages/rider-register-page'));

/** Exposed as `./routes`: the careers area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/careers', element: <CareersPage /> },
  { path: '/apply', element: <ApplyPage /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/rider/register', element: <RiderRegisterPage /> },
];

export default routes;
