import { lazyPage, pageRoute } from '@storefront/ui';
import { type PageMeta, type RemoteRoutes } from '@storefront/contract';
import { readWalletBeforeDeletion } from './features/account-deletion/api/deletion-reads';
import { readAddresses } from './features/addresses/api/address-reads';
import { readDashboard, readOrder, refuseMalformedOrderId } from './features/dashboard/api/dashboard-reads';
import { readProfile } from './features/profile/api/profile-reads';
import { guestsOnly, needsSession } from './features/user-area/api/session-gate';
import { UserAreaLoading } from './features/user-area/components/user-area-layout';
import { returnPath } from './features/user-area/logic/return-path';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
// A form's action loads when the form is first sent: none of its code (the phone rules, the
// password rule) comes with the pages of those that send none.
const LoginPage = lazyPage(() => import(/* webpackChunkName: "route-auth-login" */ './pages/login-page'));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "route-auth-register" */ './pages/register-page'));
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "route-auth-forgot-password" */ './pages/forgot-password-page'));
const OtpPage = lazyPage(() => import(/* webpackChunkName: "route-auth-otp" */ './pages/otp-page'));
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "route-user-dashboard" */ './pages/dashboard-page'));
const OrderPage = lazyPage(() => import(/* webpackChunkName: "route-user-orders-id" */ './pages/order-page'));
const AddressPage = lazyPage(() => import(/* webpackChunkName: "route-user-address" */ './pages/address-page'));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "route-user-profile" */ './pages/profile-page'));
const GoodbyePage = lazyPage(() => import(/* webpackChunkName: "route-goodbye" */ './pages/goodbye-page'));

/**
 * A sign-in or sign-up form: public, but nothing for a search engine to list (robots.txt keeps
 * crawlers out); a signed-in customer is sent on by its loader, on the server too.
 */
const guestPage = (meta: PageMeta) => ({ loader: guestsOnly, handle: { meta: () => meta, sitemap: false as const } });

/**
 * A page of the customer's own, rendered for them on the server from their session's cookie, and
 * never listed for search engines. Its loader sends a visitor without a session to sign in.
 */
const sessionPage = (meta: PageMeta, loading: string) => ({
  HydrateFallback: () => <UserAreaLoading message={loading} />,
  handle: { meta: () => meta, sitemap: false as const },
});

/**
 * Exposed as `./routes`: the account area's pages, each loaded when first visited, with the reads
 * each shows (its loader) and what each tells the browser's tab, search engines and link previews
 * (handle.meta).
 */
const routes: RemoteRoutes = [
  {
    ...pageRoute('/auth/login', LoginPage),
    ...guestPage({ title: 'Sign in', description: 'Sign in to your ZamEats account.' }),
    // Signed in, the customer goes home, or back to the page that sent them (the address's redirectTo).
    action: async (args) => (await import(/* webpackChunkName: "action-auth-login" */ './features/sign-in/api/login-action')).loginAction(args, returnPath(new URL(args.request.url).search)),
  },
  {
    ...pageRoute('/auth/register', RegisterPage),
    ...guestPage({ title: 'Create an account', description: 'Create a ZamEats account to order from local kitchens.' }),
    action: async (args) => (await import(/* webpackChunkName: "action-auth-register" */ './features/registration/api/register-action')).registerAction(args),
  },
  {
    ...pageRoute('/auth/forgot-password', ForgotPasswordPage),
    ...guestPage({ title: 'Forgot password', description: 'Reset the password of your ZamEats account.' }),
  },
  { ...pageRoute('/auth/otp', OtpPage), ...guestPage({ title: 'Verify OTP', description: 'Enter the code we sent you to reset your password.' }) },
  {
    ...pageRoute('/user/dashboard', DashboardPage),
    loader: needsSession(readDashboard),
    action: async (args) => (await import(/* webpackChunkName: "action-user-dashboard" */ './features/dashboard/api/dashboard-action')).dashboardAction(args),
    ...sessionPage({ title: 'Dashboard' }, 'Loading orders...'),
  },
  {
    ...pageRoute('/user/orders/:id', OrderPage),
    // An id that is no order's at all is a 404 everywhere, whoever asks.
    loader: (args) => {
      const id = refuseMalformedOrderId(args.params.id);
      return needsSession(() => readOrder(id))(args);
    },
    action: async (args) => (await import(/* webpackChunkName: "action-user-orders-id" */ './features/dashboard/api/order-action')).orderAction(args),
    ...sessionPage({ title: 'Order' }, 'Loading order details...'),
  },
  {
    ...pageRoute('/user/address', AddressPage),
    loader: needsSession(readAddresses),
    action: async (args) => (await import(/* webpackChunkName: "action-user-address" */ './features/addresses/api/address-action')).addressAction(args),
    ...sessionPage({ title: 'My Addresses' }, 'Loading addresses...'),
  },
  {
    ...pageRoute('/user/profile', ProfilePage),
    loader: needsSession(readProfile),
    action: async (args) => (await import(/* webpackChunkName: "action-user-profile" */ './features/profile/api/profile-action')).profileAction(args),
    ...sessionPage({ title: 'Profile' }, 'Loading profile...'),
  },
  // Deleting an account needs its session: the page shows the account's e-mail and its balance.
  {
    ...pageRoute('/goodbye', GoodbyePage),
    loader: needsSession(readWalletBeforeDeletion),
    action: async (args) => (await import(/* webpackChunkName: "action-goodbye" */ './features/account-deletion/api/deletion-action')).deletionAction(args),
    ...sessionPage({ title: 'Delete Account' }, 'Reading your wallet balance...'),
  },
];

export default routes;
