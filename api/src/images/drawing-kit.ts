import { createHash } from 'node:crypto';

/** A small seeded generator (mulberry32): the same image name always draws the same picture. */
export function seededRandom(seedText: string): () => number {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const smallWords = new Set(['with', 'and', 'of', 'the', 'in', 'on', 'for', 'a', 'to', 'at']);

/** 'nshima-with-ifisashi-2' -> 'Nshima with Ifisashi' (a trailing variant number is dropped). */
export function labelFromName(name: string): string {
  const words = name.replace(/-\d+$/, '').split('-').filter(Boolean);
  return words
    .map((word, index) => (index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Splits a label into at most `maxLines` lines of about `width` characters. */
export function wrapLabel(label: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

export const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}

/** Centred text lines, one under the other. */
export function textLines(lines: string[], x: number, firstY: number, size: number, color: string, weight = 700): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * size * 1.2}" text-anchor="middle" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
}
