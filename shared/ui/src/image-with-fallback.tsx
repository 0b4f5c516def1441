import { useState, type ImgHTMLAttributes } from 'react';
import { BRAND_NAME, theme } from './theme';

/** A plain plate drawn inline, so the fallback itself can never fail to load. */
export const DEFAULT_MEAL_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#ffedd5"/>' +
      '<circle cx="200" cy="150" r="90" fill="#fff" stroke="#fdba74" stroke-width="8"/>' +
      '<circle cx="200" cy="150" r="55" fill="#fff7ed" stroke="#fed7aa" stroke-width="4"/></svg>',
  );

/**
 * The brand mark (the drawing the backend serves as its logo), inline so that an image falling
 * back to it can never fail to load itself.
 */
export const BRAND_LOGO_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><title>${BRAND_NAME}</title>` +
      `<circle cx="100" cy="100" r="96" fill="${theme.color.brand}"/>` +
      '<path d="M48 104 H152 Q148 158 100 158 Q52 158 48 104 Z" fill="#ffffff"/>' +
      '<path d="M70 96 Q80 60 100 84 Q120 60 130 96" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/></svg>',
  );

/** An image that switches to `fallback` once if its source fails to load, so a broken image shows a default. */
export function ImageWithFallback({
  src,
  fallback = DEFAULT_MEAL_IMAGE,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src?: string; fallback?: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && failedSrc !== src ? src : fallback;
  return <img {...rest} src={shown} alt={alt} onError={() => src && setFailedSrc(src)} />;
}

export type CardImageLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;

/** How many cards of a grid can show before any scrolling: a desktop row of four. */
const CARDS_IN_FIRST_VIEW = 4;

/**
 * How the picture of the card at `index` of a grid loads: the first row at once and first in line
 * (one of them is usually the page's largest paint), the rest lazily as they scroll into view.
 */
export function cardImageLoading(index: number): CardImageLoading {
  return index < CARDS_IN_FIRST_VIEW ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
