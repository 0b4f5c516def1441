import { lazyPage, pageRoute } from '@storefront/ui';
import { type PageMeta, type RemoteRoutes } from '@storefront/contract';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isOrderUuid } from './features/dashboard/state/order-format';

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

/** A sign-in or sign-up form: public, but nothing for a search engine to list (robots.txt keeps crawlers out). */
const publicPage = (meta: PageMeta) => ({ meta: () => meta, sitemap: false as const });

/** A page of the customer's own: only the browser knows the session, so the server renders its placeholder. */
const sessionPage = (meta: PageMeta) => ({ clientOnly: true, meta: () => meta });

/**
 * The order page reads its order in the browser (with the session), so the server cannot know
 * whether an order exists; an id that is no order's at all is a 404 everywhere, the server's
 * answer included.
 */
function refuseMalformedOrderId({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  if (!isOrderUuid(params.id ?? '')) throw data('No such order', { status: 404 });
  return null;
}

/**
 * Exposed as `./routes`: the account area's pages, each loaded when first visited, with what each
 * tells the browser's tab, search engines and link previews (handle.meta). The pages of the
 * customer's own (the user area, /goodbye) read in the browser, as before.
 */
const routes: RemoteRoutes = [
  { ...pageRoute('/auth/login', LoginPage), handle: publicPage({ title: 'Sign in', description: 'Sign in to your ZamEats account.' }) },
  {
    ...pageRoute('/auth/register', RegisterPage),
    handle: publicPage({ title: 'Create an account', description: 'Create a ZamEats account to order from local kitchens.' }),
  },
  {
    ...pageRoute('/auth/forgot-password', ForgotPasswordPage),
    handle: publicPage({ title: 'Forgot password', description: 'Reset the password of your ZamEats account.' }),
  },
  { ...pageRoute('/auth/otp', OtpPage), handle: publicPage({ title: 'Verify OTP', description: 'Enter the code we sent you to reset your password.' }) },
  { ...pageRoute('/user/dashboard', DashboardPage), handle: sessionPage({ title: 'Dashboard' }) },
  { ...pageRoute('/user/orders/:id', OrderPage), loader: refuseMalformedOrderId, handle: sessionPage({ title: 'Order' }) },
  { ...pageRoute('/user/address', AddressPage), handle: sessionPage({ title: 'My Addresses' }) },
  { ...pageRoute('/user/profile', ProfilePage), handle: sessionPage({ title: 'Profile' }) },
  // Deleting an account needs its session: the page shows the account's e-mail.
  { ...pageRoute('/goodbye', GoodbyePage), handle: sessionPage({ title: 'Delete Account' }) },
];

export default routes;
