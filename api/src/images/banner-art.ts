import { hsl, labelFromName, seededRandom, svgDocument, textLines, wrapLabel } from './drawing-kit';

function bubbles(random: () => number, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const x = (random() * width).toFixed(0);
    const y = (random() * height).toFixed(0);
    const r = (30 + random() * 140).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.08 + random() * 0.14).toFixed(2)}"/>`;
  }).join('');
}

function phone(x: number, y: number, hue: number): string {
  return [
    `<rect x="${x}" y="${y}" width="230" height="440" rx="34" fill="#111827"/>`,
    `<rect x="${x + 14}" y="${y + 40}" width="202" height="360" rx="8" fill="${hsl(hue, 80, 96)}"/>`,
    `<rect x="${x + 30}" y="${y + 60}" width="170" height="90" rx="10" fill="${hsl(hue, 75, 55)}"/>`,
    `<rect x="${x + 30}" y="${y + 165}" width="80" height="80" rx="10" fill="${hsl(hue + 40, 70, 60)}"/>`,
    `<rect x="${x + 120}" y="${y + 165}" width="80" height="80" rx="10" fill="${hsl(hue + 80, 70, 60)}"/>`,
    `<rect x="${x + 30}" y="${y + 260}" width="170" height="18" rx="9" fill="#d1d5db"/>`,
    `<rect x="${x + 30}" y="${y + 290}" width="120" height="18" rx="9" fill="#d1d5db"/>`,
    `<rect x="${x + 30}" y="${y + 340}" width="170" height="40" rx="20" fill="${hsl(hue, 75, 45)}"/>`,
    `<rect x="${x + 85}" y="${y + 16}" width="60" height="10" rx="5" fill="#374151"/>`,
  ].join('');
}

/** A blog header: a wide gradient with soft circles and the post title. */
export function blogArt(name: string): string {
  const random = seededRandom(`blog/${name}`);
  const hue = random() * 360;
  const label = labelFromName(name);
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 45)}"/><stop offset="1" stop-color="${hsl(hue + 50, 75, 35)}"/></linearGradient></defs>`,
    '<rect width="1200" height="630" fill="url(#bg)"/>',
    bubbles(random, 1200, 630, 9),
    textLines(wrapLabel(label, 28, 3), 600, 270, 60, '#ffffff', 800),
  ].join('');
  return svgDocument(1200, 630, label, body);
}

/**
 * Illustrations of the CMS content (hero, feature cards, highlights, app pages). Names with
 * 'phone' or 'app' show a phone, so the app-download blocks look like app promotions.
 */
export function contentArt(name: string): string {
  const random = seededRandom(`content/${name}`);
  const hue = random() * 360;
  const label = labelFromName(name);
  const showsPhone = /phone|app|mockup/.test(name);
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 42)}"/></linearGradient></defs>`,
    '<rect width="1200" height="800" fill="url(#bg)"/>',
    bubbles(random, 1200, 800, 10),
    showsPhone
      ? phone(485, 150, hue) + textLines(wrapLabel(label, 36, 1), 600, 90, 44, '#ffffff', 800)
      : textLines(wrapLabel(label, 24, 2), 600, 400, 72, '#ffffff', 800),
  ].join('');
  return svgDocument(1200, 800, label, body);
}
