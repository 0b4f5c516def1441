import { blogListResponseSchema, blogPostResponseSchema } from '../schemas/blog';
import { productResponseSchema, productsResponseSchema } from '../schemas/catalog';
import { fullHeroSectionResponseSchema } from '../schemas/cms-banners';
import type { RuntimeConfig } from '../schemas/runtime-config';
import { safeImageSrc } from '../ui/content-links';
import { firstReadsOf } from './first-reads';

/**
 * The picture a page paints largest, found in the answer of the page's first read, as the page
 * itself shows it: the home hero's picture, the post's, the meal's, the first card's. The host's
 * server preloads it with the page, so the browser has it by the time the page renders it instead
 * of asking only then.
 */
const leadImageByRoute: Record<string, (answer: unknown) => string | undefined> = {
  '/': (answer) => {
    const parsed = fullHeroSectionResponseSchema.safeParse(answer);
    return parsed.success ? safeImageSrc(parsed.data.full_hero_section?.background_image) : undefined;
  },
  '/menu': (answer) => {
    const parsed = productsResponseSchema.safeParse(answer);
    return parsed.success ? safeImageSrc(parsed.data.data.products[0]?.image[0]?.url) : undefined;
  },
  '/food/:id': (answer) => {
    const parsed = productResponseSchema.safeParse(answer);
    return parsed.success ? safeImageSrc(parsed.data.data.image[0]?.url) : undefined;
  },
  '/blog': (answer) => {
    const parsed = blogListResponseSchema.safeParse(answer);
    return parsed.success ? safeImageSrc(parsed.data.posts[0]?.image) : undefined;
  },
  '/blog/:id': (answer) => {
    const parsed = blogPostResponseSchema.safeParse(answer);
    return parsed.success ? safeImageSrc(parsed.data.post.image) : undefined;
  },
};

/** Where the lead picture of the page at `pathname` is named (its first read's URL) and how to find it in the answer; null for a page without one. */
export function leadImageRead(
  pathname: string,
  config: Pick<RuntimeConfig, 'apiUrl' | 'contentUrl'>,
): { readUrl: string; pick: (answer: unknown) => string | undefined } | null {
  const reads = firstReadsOf(pathname, config);
  const pick = reads && leadImageByRoute[reads.pattern];
  const readUrl = reads?.urls[0];
  return pick && readUrl ? { readUrl, pick } : null;
}
