import { badgeArt, brandArt } from './badge-art';
import { blogArt, contentArt } from './banner-art';
import { slugify } from '../lib/slug';
import { seedBlogPosts } from '../seed/blog-posts';
import { seedCategories } from '../seed/categories';
import { seedMeals } from '../seed/meals';
import { seedVendors } from '../seed/vendors';
import { mealArt, type MealFacts } from './meal-art';
import { vendorArt } from './vendor-art';

export const imageKinds = ['meals', 'vendors', 'blog', 'content', 'badges', 'brand'] as const;
export type ImageKind = (typeof imageKinds)[number];

export function isImageKind(value: string): value is ImageKind {
  return (imageKinds as readonly string[]).includes(value);
}

/**
 * The seeded meals by the slug their pictures are named after: a picture shows the meal's kind
 * of dish (from its category), and its table follows the meal's place in the menu, which lists
 * meals by category, then by name. Pictures of other names are drawn from the name alone.
 */
const seededMealFacts = new Map<string, MealFacts>(
  [...seedMeals]
    .sort((a, b) => seedCategories.indexOf(a.category) - seedCategories.indexOf(b.category) || (a.name < b.name ? -1 : 1))
    .map((meal, index) => [slugify(meal.name), { name: meal.name, category: meal.category, index }]),
);

/** The seeded posts' titles by slug: the slug has lost the title's capitals and punctuation. */
const seededPostTitles = new Map<string, string>(seedBlogPosts.map((post) => [slugify(post.title), post.title]));

const seededVendorNames = new Map<string, string>(seedVendors.map((vendor) => [vendor.key, vendor.name]));

/** The SVG for `/images/{kind}/{name}.svg`, or null when there is no such image. */
export function renderImage(kind: ImageKind, name: string): string | null {
  switch (kind) {
    case 'meals':
      return mealArt(name, seededMealFacts.get(name.replace(/-\d+$/, '')));
    case 'vendors':
      return vendorArt(name, seededVendorNames.get(name));
    case 'blog':
      return blogArt(name, seededPostTitles.get(name));
    case 'content':
      return contentArt(name);
    case 'badges':
      return badgeArt(name);
    case 'brand':
      return brandArt(name);
  }
}

/** Where the seed points an image: a path under the API, made absolute when answered. */
export function imagePath(kind: ImageKind, name: string): string {
  return `/images/${kind}/${name}.svg`;
}
