import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

const HomePage = lazy(() => import('./pages/home-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const FaqPage = lazy(() => import('./pages/faq-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
const UserAppPage = lazy(() => import('./pages/user-app-page'));
const MerchantAppPage = lazy(() => import('./pages/merchant-app-page'));
const RiderAppPage = lazy(() => import('./pages/rider-app-page'));

/** Exposed as `./routes`: the content area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/user-app', element: <UserAppPage /> },
  { path: '/merchant-app', element: <MerchantAppPage /> },
  { path: '/rider-app', element: <RiderAppPage /> },
];

export default routes;
