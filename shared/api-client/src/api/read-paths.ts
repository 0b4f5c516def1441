import { BLOG_PAGE_SIZE } from '../schemas/blog';

/**
 * The paths, under the API or content base, of the reads a page starts with. One place for the
 * clients that make them and for the host's server, which preloads them (routes/first-reads.ts):
 * a preload is used only when its URL is exactly the one the page asks for.
 */
export const readPaths = {
  products: 'products',
  product: (id: string) => `products/${encodeURIComponent(id)}`,
  categories: 'categories',
  appSettings: 'app/settings',
  blogPost: (idOrSlug: string) => `blog/${encodeURIComponent(idOrSlug)}`,
  /** The first page of the blog as the blog page asks for it (getBlogPosts with its defaults). */
  blogFirstPage: `blog?page=1&per_page=${BLOG_PAGE_SIZE}`,
  hero: 'components/full-hero-sections/active',
  homepage: 'content/homepage',
  featureCards: 'components/feature-cards/active',
  highlightCards: 'components/highlight-cards/active',
  featuredFaqs: 'components/faqs/featured',
};
