import type { BlogPost } from '@storefront/api-client';
import type { PageMeta } from '@storefront/contract';
import { BRAND_NAME, safeImageSrc } from '@storefront/ui';
import { authorOf } from './blog-display';

const BLOG_DESCRIPTION = "Stories, recipes and news from Zambia's kitchens and the people who cook and deliver your food.";

/** The blog's list: its name, and the page number past the first, so each page has a title of its own. */
export function blogListMeta(page: number): PageMeta {
  return { title: page > 1 ? `Blog, page ${page}` : 'Blog', description: BLOG_DESCRIPTION };
}

/** A time the schema.org date takes (ISO 8601); nothing for text that is not a date. */
function isoDate(value: string | null): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A post as search engines and link previews see it: an article, with a schema.org BlogPosting. */
export function blogPostMeta(post: BlogPost): PageMeta {
  const image = safeImageSrc(post.image);
  const description = post.excerpt.trim() || undefined;
  const author = authorOf(post);
  const datePublished = isoDate(post.date);
  return {
    title: post.title,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      ...(image ? { image: [image] } : {}),
      ...(datePublished ? { datePublished } : {}),
      author: { '@type': author === BRAND_NAME ? 'Organization' : 'Person', name: author },
      ...(description ? { description } : {}),
    },
  };
}
