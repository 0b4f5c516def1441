import { getBlogPost, getBlogPosts, type BlogListParams } from './blog';
import { getCareers, getCareersByLocation, getCareersByType, getFeaturedCareers } from './careers';
import {
  getActiveCareerPosts,
  getActiveFeatureCards,
  getActiveFooterSections,
  getActiveHighlightCards,
  getActiveTeamFocus,
  getFeaturedFaqs,
  getRecentBlogPosts,
} from './components';
import { getContent, getPage, getPublishedPages, searchContent } from './content';
import type { QueryParams } from './content-answer';

/** The content fetchers by key; the content client caches what they return. */
export const contentFetchers = {
  homepage: () => getContent('homepage'),
  about: () => getContent('about'),
  faqs: () => getContent('faqs'),
  blog: () => getContent('blog'),
  contact: () => getContent('contact'),
  careers: () => getContent('careers'),
  privacy: () => getContent('privacy'),
  'rider-app': () => getContent('rider-app'),
  'user-app': () => getContent('user-app'),
  'merchant-app': () => getContent('merchant-app'),
  navigation: () => getContent('navigation'),
  hero: () => getContent('hero'),
  'app-download': () => getContent('app-download'),
  footer: () => getActiveFooterSections(),
  features: () => getActiveFeatureCards(),
  highlights: () => getActiveHighlightCards(),
  'team-focus': () => getActiveTeamFocus(),
  'featured-faqs': () => getFeaturedFaqs(),
  'recent-blogs': () => getRecentBlogPosts(),
  'active-careers': () => getActiveCareerPosts(),
  'all-blogs': (params: BlogListParams = {}) => getBlogPosts(params),
  'blog-post': (slug: string) => getBlogPost(slug),
  'all-careers': (params: QueryParams = {}) => getCareers(params),
  'featured-careers': () => getFeaturedCareers(),
  'careers-by-location': (location: string) => getCareersByLocation(location),
  'careers-by-type': (type: string) => getCareersByType(type),
  'published-pages': () => getPublishedPages(),
  page: (slug: string) => getPage(slug),
  search: (query: string, filters: QueryParams = {}) => searchContent(query, filters),
};

type Fetchers = typeof contentFetchers;
export type ContentKey = keyof Fetchers;
export type ContentArgs<K extends ContentKey> = Parameters<Fetchers[K]>;
export type ContentResult<K extends ContentKey> = Awaited<ReturnType<Fetchers[K]>>;

export function isContentKey(value: string): value is ContentKey {
  return Object.hasOwn(contentFetchers, value);
}

/** What a page logs when its content fails to load; it then shows its defaults. */
export const contentLoadErrorMessages: Partial<Record<ContentKey, string>> = {
  homepage: 'Failed to load homepage content',
  about: 'Failed to load about content',
  faqs: 'Failed to load FAQ content',
  blog: 'Failed to load blog content',
  contact: 'Failed to load contact content',
  careers: 'Failed to load careers content',
  privacy: 'Failed to load privacy content',
  'rider-app': 'Failed to load rider app content',
  'user-app': 'Failed to load user app content',
  'merchant-app': 'Failed to load merchant app content',
};
