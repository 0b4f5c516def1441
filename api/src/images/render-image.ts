import { badgeArt, brandArt } from './badge-art';
import { blogArt, contentArt } from './banner-art';
import { mealArt } from './meal-art';
import { vendorArt } from './vendor-art';

export const imageKinds = ['meals', 'vendors', 'blog', 'content', 'badges', 'brand'] as const;
export type ImageKind = (typeof imageKinds)[number];

export function isImageKind(value: string): value is ImageKind {
  return (imageKinds as readonly string[]).includes(value);
}

/** The SVG for `/images/{kind}/{name}.svg`, or null when there is no such image. */
export function renderImage(kind: ImageKind, name: string): string | null {
  switch (kind) {
    case 'meals':
      return mealArt(name);
    case 'vendors':
      return vendorArt(name);
    case 'blog':
      return blogArt(name);
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
