import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const LoginPage = lazy(() => import(/* webpackChunkName: "route-auth-login" */ './pages/login-page'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "route-auth-register" */ './pages/register-page'));
const ForgotPasswordPage = lazy(() => import(/* webpackChunkName: "route-auth-forgot-password" */ './pages/forgot-password-page'));
const OtpPage = lazy(() => import(/* webpackChunkName: "route-auth-otp" */ './pages/otp-page'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "route-user-dashboard" */ './pages/dashboard-page'));
const AddressPage = lazy(() => import(/* webpackChunkName: "route-user-address" */ './pages/address-page'));
const ProfilePage = lazy(() => import(/* webpackChunkName: "route-user-profile" */ './pages/profile-page'));
const GoodbyePage = lazy(() => import(/* webpackChunkName: "route-goodbye" */ './pages/goodbye-page'));

/** Exposed as `./routes`: the account area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/auth/register', element: <RegisterPage /> },
  { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/auth/otp', element: <OtpPage /> },
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/user/address', element: <AddressPage /> },
  { path: '/user/profile', element: <ProfilePage /> },
  { path: '/goodbye', element: <GoodbyePage /> },
];

export default routes;
