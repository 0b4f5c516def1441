import { lazyPage, pageRoute } from '@storefront/ui';
import { type RemoteRoutes } from '@storefront/contract';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const HomePage = lazyPage(() => import(/* webpackChunkName: "route-home" */ './pages/home-page'));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "route-about" */ './pages/about-page'));
const FaqPage = lazyPage(() => import(/* webpackChunkName: "route-faq" */ './pages/faq-page'));
const BlogPage = lazyPage(() => import(/* webpackChunkName: "route-blog" */ './pages/blog-page'));
const BlogPostPage = lazyPage(() => import(/* webpackChunkName: "route-blog-id" */ './pages/blog-post-page'));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "route-contact" */ './pages/contact-page'));
const PrivacyPage = lazyPage(() => import(/* webpackChunkName: "route-privacy" */ './pages/privacy-page'));
const UserAppPage = lazyPage(() => import(/* webpackChunkName: "route-user-app" */ './pages/user-app-page'));
const MerchantAppPage = lazyPage(() => import(/* webpackChunkName: "route-merchant-app" */ './pages/merchant-app-page'));
const RiderAppPage = lazyPage(() => import(/* webpackChunkName: "route-rider-app" */ './pages/rider-app-page'));

/** Exposed as `./routes`: the content area's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  pageRoute('/', HomePage),
  pageRoute('/about', AboutPage),
  pageRoute('/faq', FaqPage),
  pageRoute('/blog', BlogPage),
  pageRoute('/blog/:id', BlogPostPage),
  pageRoute('/contact', ContactPage),
  pageRoute('/privacy', PrivacyPage),
  pageRoute('/user-app', UserAppPage),
  pageRoute('/merchant-app', MerchantAppPage),
  pageRoute('/rider-app', RiderAppPage),
];

export default routes;
