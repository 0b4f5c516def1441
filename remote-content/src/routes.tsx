import { lazyPage, pageRoute, type Settled } from '@storefront/ui';
import type { ComponentType } from 'react';
import { type PageMeta, type RemoteRoutes } from '@storefront/contract';
import type { BlogPost } from '@storefront/api-client';
import { readAbout } from './features/about/api/about-reads';
import { readMerchantAppPage, readRiderAppPage, readUserAppPage } from './features/app-pages/api/app-page-reads';
import { postPaths, readBlogList, readBlogPost, type BlogListReads } from './features/blog/api/blog-reads';
import { blogListMeta, blogPostMeta } from './features/blog/logic/blog-meta';
import { readContactInfo } from './features/contact/api/contact-reads';
import { homeMeta } from './features/home/logic/home-meta';
import { readPolicies } from './features/policy/api/policy-reads';
import { readFaqPage, readHomePage, type HomePageReads } from './pages/page-reads';
import { STATIC_META } from './page-meta';

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

/**
 * A page's loading state, which shows only where the browser renders the page itself (a page the
 * server left to it): loaded from the page's own chunk, which that page loads anyway, rather than
 * with every page of the area in this module.
 */
const loadingState = (load: () => Promise<ComponentType>) => lazyPage(async () => ({ default: await load() }));
const HomeLoading = loadingState(async () => (await import(/* webpackChunkName: "route-home" */ './pages/home-layout')).HomeLoading);
const AboutLoading = loadingState(async () => (await import(/* webpackChunkName: "route-about" */ './pages/about-layout')).AboutLoading);
const FaqLoading = loadingState(async () => (await import(/* webpackChunkName: "route-faq" */ './pages/faq-layout')).FaqLoading);
const BlogLoading = loadingState(async () => (await import(/* webpackChunkName: "route-blog" */ './pages/blog-frame')).BlogLoading);
const ContactLoading = loadingState(async () => (await import(/* webpackChunkName: "route-contact" */ './pages/contact-frame')).ContactLoading);
const pageLoading = () => import('./pages/page-loading');
const BlogPostLoadingPage = loadingState(async () => (await pageLoading()).BlogPostLoadingPage);
const PrivacyLoadingPage = loadingState(async () => (await pageLoading()).PrivacyLoadingPage);
const AppLoadingPage = loadingState(async () => (await pageLoading()).AppLoadingPage);

const always = (meta: PageMeta) => () => meta;

function postMeta(data: unknown): PageMeta {
  const post = data as Settled<BlogPost | null> | null;
  if (post?.status !== 'success') return { title: 'Blog' };
  return post.data ? blogPostMeta(post.data) : { title: 'Post not found' };
}

/**
 * Exposed as `./routes`: the content area's pages, each loaded when first visited, with the reads
 * each shows (its loader), what it shows while they come (HydrateFallback) and what it tells
 * search engines and link previews (handle.meta). The footer and other slot widgets read for
 * themselves.
 */
const routes: RemoteRoutes = [
  {
    ...pageRoute('/', HomePage),
    loader: readHomePage,
    HydrateFallback: HomeLoading,
    handle: { meta: (data) => homeMeta((data as HomePageReads | null)?.hero) },
  },
  { ...pageRoute('/about', AboutPage), loader: readAbout, HydrateFallback: AboutLoading, handle: { meta: always(STATIC_META.about) } },
  { ...pageRoute('/faq', FaqPage), loader: readFaqPage, HydrateFallback: FaqLoading, handle: { meta: always(STATIC_META.faq) } },
  {
    // The page of posts is in the address (`?page=`), so a new one is read by default.
    ...pageRoute('/blog', BlogPage),
    loader: readBlogList,
    HydrateFallback: BlogLoading,
    handle: { meta: (data) => blogListMeta((data as BlogListReads | null)?.page ?? 1) },
  },
  {
    ...pageRoute('/blog/:id', BlogPostPage),
    loader: ({ params, request }) => readBlogPost(params.id ?? '', new URL(request.url).origin),
    HydrateFallback: BlogPostLoadingPage,
    handle: { meta: postMeta, sitemap: postPaths },
  },
  { ...pageRoute('/contact', ContactPage), loader: readContactInfo, HydrateFallback: ContactLoading, handle: { meta: always(STATIC_META.contact) } },
  { ...pageRoute('/privacy', PrivacyPage), loader: readPolicies, HydrateFallback: PrivacyLoadingPage, handle: { meta: always(STATIC_META.privacy) } },
  { ...pageRoute('/user-app', UserAppPage), loader: readUserAppPage, HydrateFallback: AppLoadingPage, handle: { meta: always(STATIC_META.userApp) } },
  {
    ...pageRoute('/merchant-app', MerchantAppPage),
    loader: readMerchantAppPage,
    HydrateFallback: AppLoadingPage,
    handle: { meta: always(STATIC_META.merchantApp) },
  },
  { ...pageRoute('/rider-app', RiderAppPage), loader: readRiderAppPage, HydrateFallback: AppLoadingPage, handle: { meta: always(STATIC_META.riderApp) } },
];

export default routes;
