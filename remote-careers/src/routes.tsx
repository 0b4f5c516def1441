import { lazyPage, pageRoute } from '@storefront/ui';
import { type RemoteRoutes } from '@storefront/contract';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const CareersPage = lazyPage(() => import(/* webpackChunkName: "route-careers" */ './pages/careers-page'));
const ApplyPage = lazyPage(() => import(/* webpackChunkName: "route-apply" */ './pages/apply-page'));
const SupportPage = lazyPage(() => import(/* webpackChunkName: "route-support" */ './pages/support-page'));
const RiderRegisterPage = lazyPage(() => import(/* webpackChunkName: "route-rider-register" */ './pages/rider-register-page'));

/** Exposed as `./routes`: the careers area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  pageRoute('/careers', CareersPage),
  pageRoute('/apply', ApplyPage),
  pageRoute('/support', SupportPage),
  pageRoute('/rider/register', RiderRegisterPage),
];

export default routes;
