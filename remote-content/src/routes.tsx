import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const HomePage = lazy(() => import(/* webpackChunkName: "route-home" */ './pages/home-page'));
const AboutPage = lazy(() => import(/* webpackChunkName: "route-about" */ './pages/about-page'));
const FaqPage = lazy(() => import(/* webpackChunkName: "route-faq" */ './pages/faq-page'));
const BlogPage = lazy(() => import(/* webpackChunkName: "route-blog" */ './pages/blog-page'));
const BlogPostPage = lazy(() => import(/* webpackChunkName: "route-blog-id" */ './pages/blog-post-page'));
const ContactPage = lazy(() => import(/* webpackChunkName: "route-contact" */ './pages/contact-page'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "route-privacy" */ './pages/privacy-page'));
const UserAppPage = lazy(() => import(/* webpackChunkName: "route-user-app" */ './pages/user-app-page'));
const MerchantAppPage = lazy(() => import(/* webpackChunkName: "route-merchant-app" */ './pages/merchant-app-page'));
const RiderAppPage = lazy(() => import(/* webpackChunkName: "route-rider-app" */ './pages/rider-app-page'));

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
