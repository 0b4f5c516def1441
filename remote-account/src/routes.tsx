import { lazyPage, pageRoute } from '@storefront/ui';
import { type RemoteRoutes } from '@storefront/contract';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const LoginPage = lazyPage(() => import(/* webpackChunkName: "route-auth-login" */ './pages/login-page'));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "route-auth-register" */ './pages/register-page'));
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "route-auth-forgot-password" */ './pages/forgot-password-page'));
const OtpPage = lazyPage(() => import(/* webpackChunkName: "route-auth-otp" */ './pages/otp-page'));
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "route-user-dashboard" */ './pages/dashboard-page'));
const OrderPage = lazyPage(() => import(/* webpackChunkName: "route-user-orders-id" */ './pages/order-page'));
const AddressPage = lazyPage(() => import(/* webpackChunkName: "route-user-address" */ './pages/address-page'));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "route-user-profile" */ './pages/profile-page'));
const GoodbyePage = lazyPage(() => import(/* webpackChunkName: "route-goodbye" */ './pages/goodbye-page'));

/** Exposed as `./routes`: the account area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  pageRoute('/auth/login', LoginPage),
  pageRoute('/auth/register', RegisterPage),
  pageRoute('/auth/forgot-password', ForgotPasswordPage),
  pageRoute('/auth/otp', OtpPage),
  pageRoute('/user/dashboard', DashboardPage),
  pageRoute('/user/orders/:id', OrderPage),
  pageRoute('/user/address', AddressPage),
  pageRoute('/user/profile', ProfilePage),
  pageRoute('/goodbye', GoodbyePage),
];

export default routes;
