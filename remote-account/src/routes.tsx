import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const OtpPage = lazy(() => import('./pages/otp-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const AddressPage = lazy(() => import('./pages/address-page'));
const ProfilePage = lazy(() => import('./pages/profile-page'));
const GoodbyePage = lazy(() => import('./pages/goodbye-page'));

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
