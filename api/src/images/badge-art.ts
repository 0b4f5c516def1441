import { escapeXml, fontFamily, svgDocument } from './drawing-kit';
import { brand } from '../seed/brand';

const badges: Record<string, { small: string; large: string }> = {
  'app-store': { small: 'Download on the', large: 'App Store' },
  'google-play': { small: 'GET IT ON', large: 'Google Play' },
};

/** Store badges for the app-download blocks; null for an unknown badge. */
export function badgeArt(name: string): string | null {
  const badge = badges[name];
  if (!badge) return null;
  const body = [
    '<rect width="270" height="80" rx="14" fill="#000000"/>',
    '<rect x="2" y="2" width="266" height="76" rx="13" fill="none" stroke="#a6a6a6" stroke-width="2"/>',
    '<circle cx="45" cy="40" r="20" fill="#ffffff"/>',
    `<text x="80" y="32" font-family="${fontFamily}" font-size="15" fill="#ffffff">${escapeXml(badge.small)}</text>`,
    `<text x="80" y="60" font-family="${fontFamily}" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(badge.large)}</text>`,
  ].join('');
  return svgDocument(270, 80, `${badge.small} ${badge.large}`, body);
}

/** The brand mark ('logo'), used for broken hero images and as the default author picture. */
export function brandArt(name: string): string | null {
  if (name !== 'logo') return null;
  const body = [
    `<circle cx="100" cy="100" r="96" fill="${brand.colour}"/>`,
    '<path d="M48 104 H152 Q148 158 100 158 Q52 158 48 104 Z" fill="#ffffff"/>',
    '<path d="M70 96 Q80 60 100 84 Q120 60 130 96" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>',
  ].join('');
  return svgDocument(200, 200, brand.name, body);
}
