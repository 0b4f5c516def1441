import { blogListResponseSchema, blogPostResponseSchema } from '../schemas/blog';
import { productResponseSchema, productsResponseSchema } from '../schemas/catalog';
import { fullHeroSectionResponseSchema } from '../schemas/cms-banners';
import { safeImageSrc } from '../ui/content-links';

// The picture a page paints largest, found in the answer of the page's first read as the page
// itself shows it (first-reads.ts names which page reads which). The host's server preloads it
// with the page, so the browser has it by the time the page renders it instead of asking only then.

/** The home hero's picture, from the hero section. */
export function heroPicture(answer: unknown): string | undefined {
  const parsed = fullHeroSectionResponseSchema.safeParse(answer);
  return parsed.success ? safeImageSrc(parsed.data.full_hero_section?.background_image) : undefined;
}

/** The first meal's picture, from the menu's meals. */
export function firstMealPicture(answer: unknown): string | undefined {
  const parsed = productsResponseSchema.safeParse(answer);
  return parsed.success ? safeImageSrc(parsed.data.data.products[0]?.image[0]?.url) : undefined;
}

/** A meal's first picture, from the meal. */
export function mealPicture(answer: unknown): string | undefined {
  const parsed = productResponseSchema.safeParse(answer);
  return parsed.success ? safeImageSrc(parsed.data.data.image[0]?.url) : undefined;
}

/** The first post's picture, from the blog's first page. */
export function firstPostPicture(answer: unknown): string | undefined {
  const parsed = blogListResponseSchema.safeParse(answer);
  return parsed.success ? safeImageSrc(parsed.data.posts[0]?.image) : undefined;
}

/** A post's picture, from the post. */
export function postPicture(answer: unknown): string | undefined {
  const parsed = blogPostResponseSchema.safeParse(answer);
  return parsed.success ? safeImageSrc(parsed.data.post.image) : undefined;
}
