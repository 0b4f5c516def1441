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

/** A number between `low` and `high`. */
export function between(random: () => number, low: number, high: number): number {
  return low + random() * (high - low);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${((Math.round(hue) % 360) + 360) % 360} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

/**
 * Text made safe for SVG (XML) content and attribute values: markup characters become entities,
 * everything else, apostrophes and curly quotes included, stays the character it is.
 */
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

/** Splits text into lines of at most `width` characters, breaking between words only; every word is kept. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A bold sans-serif letter is at most about 0.62 of its size wide (system-ui, Roboto, Arial), so
 * a line of n characters at size s fits in n * s * 0.62 pixels.
 */
const CHARACTER_WIDTH = 0.62;
export const LINE_HEIGHT = 1.18;

export interface TextBlock {
  lines: string[];
  size: number;
}

/**
 * The whole text in a box: the largest font size from `maxSize` down to `minSize` at which its
 * lines, wrapped between words, fit `width` x `height`. Nothing is cut: at the smallest size the
 * text wraps on as many lines as it needs.
 */
export function fitText(text: string, width: number, height: number, maxSize: number, minSize: number): TextBlock {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrapWords(text, Math.floor(width / (size * CHARACTER_WIDTH)));
    const widest = Math.max(...lines.map((line) => line.length));
    if (widest * size * CHARACTER_WIDTH <= width && lines.length * size * LINE_HEIGHT <= height) return { lines, size };
  }
  return { lines: wrapWords(text, Math.floor(width / (minSize * CHARACTER_WIDTH))), size: minSize };
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

/** Text lines one under the other, anchored at `x` ('start' for left-aligned, 'middle' for centred). */
export function textLines(
  lines: readonly string[],
  x: number,
  firstY: number,
  size: number,
  color: string,
  { weight = 700, anchor = 'middle' }: { weight?: number; anchor?: 'start' | 'middle' } = {},
): string {
  const spans = lines
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : Math.round(size * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text y="${Math.round(firstY)}" text-anchor="${anchor}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${color}">${spans}</text>`;
}

type Attributes = Record<string, string | number | undefined>;

/** An attribute value as the pictures write it: whole numbers, two decimals below one (opacity). */
function attributeValue(value: string | number): string {
  if (typeof value === 'string') return value;
  return String(Math.abs(value) < 1 ? Number(value.toFixed(2)) : Math.round(value));
}

/** Path data and transforms with whole numbers: the pictures are drawn at pixel size, and it keeps them small. */
export function roundNumbers(text: string): string {
  return text.replace(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi, (number) => String(Math.round(Number(number))));
}

/** One SVG element without children, e.g. el('circle', { cx: 4, cy: 4, r: 2, fill: '#fff' }). */
export function el(tag: string, attributes: Attributes): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    const text = (name === 'd' || name === 'transform') && typeof value === 'string' ? roundNumbers(value) : attributeValue(value);
    out += ` ${name}="${text}"`;
  }
  return `${out}/>`;
}

/** `count` shapes drawn by `draw(index)`, joined. */
export function repeat(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join('');
}

/** A point `distance` from (cx, cy) at a random angle. */
export function scatter(random: () => number, cx: number, cy: number, spreadX: number, spreadY = spreadX): [number, number] {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random());
  return [cx + Math.cos(angle) * distance * spreadX, cy + Math.sin(angle) * distance * spreadY];
}
