import { BRAND_NAME, theme } from '@storefront/shared';

/**
 * The brand art a broken or missing hero image falls back to: drawn inline, so the fallback itself
 * cannot fail to load. (The contract has no logo image yet; reported to the lead.)
 */
export const BRAND_ART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect width="480" height="360" fill="${theme.color.brandSoft}"/>` +
      `<circle cx="240" cy="150" r="92" fill="${theme.color.brand}"/>` +
      '<circle cx="240" cy="150" r="60" fill="#fff7ed"/>' +
      `<path d="M205 150h70M240 115v70" stroke="${theme.color.brand}" stroke-width="14" stroke-linecap="round"/>` +
      `<text x="240" y="300" font-family="system-ui, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${theme.color.brandDark}">${BRAND_NAME}</text></svg>`,
  );

/** A store badge drawn inline, shown when the badge image from the content service does not load. */
export function storeBadgeArt(label: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 54"><rect width="180" height="54" rx="10" fill="#111827"/>' +
        `<text x="90" y="34" font-family="system-ui, sans-serif" font-size="17" font-weight="600" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )
  );
}
