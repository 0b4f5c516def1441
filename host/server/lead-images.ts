import {
  blogListResponseSchema,
  blogPostResponseSchema,
  fullHeroSectionResponseSchema,
  heroBike,
  productResponseSchema,
  productsResponseSchema,
} from '@storefront/api-client/schemas';
import { linkedStores, safeImageSrc } from '@storefront/ui/links';

// The pictures a page shows on its first screen, the one it paints largest first, found in the
// answer of the page's first read as the page itself shows them (first-reads.ts names which page
// reads which). The host's server preloads them with the page, so the browser has them by the
// time the page renders them instead of asking only then.

/** The addresses a page would show of these, in order: an unsafe or missing one is left out. */
const pictures = (...sources: Array<string | null | undefined>): string[] =>
  sources.map((source) => safeImageSrc(source)).filter((source): source is string => source !== undefined);

/**
 * The home hero's pictures as the hero shows them: its own, the rider's bike (unless switched off)
 * and the badge of each store it links to.
 */
export function heroPictures(answer: unknown): string[] {
  const parsed = fullHeroSectionResponseSchema.safeParse(answer);
  const hero = parsed.success ? parsed.data.full_hero_section : null;
  if (!hero) return [];
  return pictures(hero.background_image, heroBike(hero)?.image, ...linkedStores(hero).map((store) => store.image));
}

/** The first meal's picture, from the menu's meals. */
export function firstMealPicture(answer: unknown): string[] {
  const parsed = productsResponseSchema.safeParse(answer);
  return parsed.success ? pictures(parsed.data.data.products[0]?.image[0]?.url) : [];
}

/** A meal's first picture, from the meal. */
export function mealPicture(answer: unknown): string[] {
  const parsed = productResponseSchema.safeParse(answer);
  return parsed.success ? pictures(parsed.data.data.image[0]?.url) : [];
}

/** The first post's picture, from the blog's first page. */
export function firstPostPicture(answer: unknown): string[] {
  const parsed = blogListResponseSchema.safeParse(answer);
  return parsed.success ? pictures(parsed.data.posts[0]?.image) : [];
}

/** A post's picture, from the post. */
export function postPicture(answer: unknown): string[] {
  const parsed = blogPostResponseSchema.safeParse(answer);
  return parsed.success ? pictures(parsed.data.post.image) : [];
}
