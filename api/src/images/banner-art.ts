import { miniDish, motorbike, phone, pin, shield, softBackground, tableTop, type MiniDish, type Screen } from './content-scenes';
import { el, fitText, hsl, labelFromName, LINE_HEIGHT, pick, repeat, seededRandom, svgDocument, textLines } from './drawing-kit';

type Random = () => number;

/**
 * The part of a blog cover every page shows whole: the cards crop it to 16:10 (about 96 px off
 * each side) and the post's header to 2:1 (15 px off the top and bottom), so the title keeps
 * inside this box with room to spare.
 */
export const BLOG_TITLE_BOX = { x: 170, y: 95, width: 860, height: 440 } as const;

/**
 * A blog cover: a warm gradient with a plate and cutlery drawn in outline, and the post's whole
 * title, as large as fits, wrapped between words (nothing cut) and written with its own
 * punctuation. `title` is the post's title; without one the slug is read as words.
 */
export function blogArt(name: string, title?: string): string {
  const random = seededRandom(`blog/${name}`);
  const hue = random() * 360;
  const text = title?.trim() || labelFromName(name);
  const { lines, size } = fitText(text, BLOG_TITLE_BOX.width, BLOG_TITLE_BOX.height, 72, 34);
  const blockHeight = lines.length * size * LINE_HEIGHT;
  // The first line's baseline: the block centred in the box, a line's ascent (about 0.8 em) down.
  const firstY = BLOG_TITLE_BOX.y + (BLOG_TITLE_BOX.height - blockHeight) / 2 + size * 0.85;
  const ring = (cx: number, cy: number, r: number) => el('circle', { cx, cy, r, fill: 'none', stroke: '#fff', 'stroke-width': 10, opacity: 0.14 });
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 42)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 28)}"/></linearGradient></defs>`,
    el('rect', { width: 1200, height: 630, fill: 'url(#g)' }),
    ring(1080, 540, 190) + ring(1080, 540, 130) + ring(90, 70, 150),
    el('path', { d: 'M1160 80v170M1140 80v60q0 30 20 30q20 0 20-30v-60', fill: 'none', stroke: '#fff', 'stroke-width': 10, opacity: 0.14 }),
    el('rect', { x: BLOG_TITLE_BOX.x - 40, y: BLOG_TITLE_BOX.y - 20, width: BLOG_TITLE_BOX.width + 80, height: BLOG_TITLE_BOX.height + 40, rx: 28, fill: '#000', opacity: 0.18 }),
    textLines(lines, 600, firstY, size, '#ffffff', { weight: 800 }),
  ].join('');
  return svgDocument(1200, 630, text, body);
}

/** A table of dishes: each [dish, x, y, radius]. */
type Spread = { table: string; wood: boolean; dishes: readonly (readonly [MiniDish, number, number, number])[] };

/**
 * The pictures of the content that show food on a table. They are cropped to 4:3 (hero) and
 * 16:9 (cards), so the dishes that matter sit inside x 70-1130, y 70-730.
 */
const spreads: Record<string, Spread> = {
  'hero-market-table': {
    table: '#b9473a',
    wood: false,
    dishes: [['nshima', 480, 400, 230], ['greens', 830, 230, 140], ['kapenta', 850, 570, 130], ['juice', 180, 230, 100]],
  },
  'local-favourites': {
    table: '#c8a27a',
    wood: true,
    dishes: [['nshima', 420, 400, 230], ['greens', 780, 260, 140], ['kapenta', 800, 560, 130]],
  },
  'nshima-circle': { table: '#2f6f62', wood: false, dishes: [['nshima', 600, 400, 300]] },
  'spices-left': { table: '#7a4a2e', wood: true, dishes: [['spices', 600, 400, 280]] },
  'greens-right': { table: '#6b8f47', wood: false, dishes: [['greens', 600, 400, 280]] },
  'catering-events': {
    table: '#e9d8c4',
    wood: false,
    dishes: [['pot', 330, 400, 200], ['salad', 700, 250, 130], ['chicken', 730, 560, 130], ['juice', 1000, 400, 110]],
  },
  'about-our-story': {
    table: '#7a4a2e',
    wood: true,
    dishes: [['pot', 430, 400, 230], ['greens', 820, 260, 130], ['spices', 830, 560, 130]],
  },
  'catering-wedding-feast': {
    table: '#e9d8c4',
    wood: false,
    dishes: [['tiered-cake', 600, 400, 200], ['nshima', 280, 250, 140], ['chicken', 280, 570, 130], ['salad', 920, 250, 130], ['juice', 930, 560, 110]],
  },
  'catering-corporate-lunch': {
    table: '#4a6fa5',
    wood: false,
    dishes: [['lunchbox', 330, 280, 160], ['lunchbox', 330, 560, 160], ['sandwiches', 780, 300, 150], ['coffee', 990, 560, 110], ['juice', 720, 590, 90]],
  },
  'catering-birthday-party': {
    table: '#f2c14e',
    wood: false,
    dishes: [['cake', 560, 400, 220], ['samoosas', 250, 250, 120], ['chips', 250, 560, 120], ['juice', 900, 230, 100], ['fruit', 920, 540, 130]],
  },
  'catering-conference-day': {
    table: '#c8a27a',
    wood: true,
    dishes: [['coffee', 260, 240, 110], ['coffee', 260, 540, 110], ['sandwiches', 600, 400, 180], ['fruit', 940, 260, 130], ['samoosas', 940, 560, 120]],
  },
  'catering-seminar-snacks': {
    table: '#2f6f62',
    wood: false,
    dishes: [['samoosas', 330, 300, 150], ['chips', 700, 250, 130], ['juice', 330, 600, 100], ['fruit', 720, 560, 140], ['coffee', 1000, 400, 100]],
  },
  'catering-family-gathering': {
    table: '#d9825b',
    wood: false,
    dishes: [['pot', 360, 400, 190], ['nshima', 780, 240, 140], ['stew', 780, 560, 130], ['greens', 1010, 400, 100]],
  },
  'catering-braai-night': {
    table: '#7a4a2e',
    wood: true,
    dishes: [['grill', 420, 400, 250], ['skewers', 850, 250, 140], ['nshima', 860, 560, 130]],
  },
  'catering-vegetarian-garden': {
    table: '#6b8f47',
    wood: false,
    dishes: [['salad', 400, 360, 200], ['greens', 800, 250, 140], ['fruit', 820, 560, 130], ['juice', 1050, 400, 90]],
  },
};

function spreadArt(random: Random, spread: Spread): string {
  return tableTop(spread.table, spread.wood) + spread.dishes.map(([dish, x, y, r]) => miniDish(random, dish, x, y, r)).join('');
}

/** The app's promotions: a phone showing the screen its audience uses. */
const phoneScreens: Record<string, Screen> = {
  'app-phone-preview': 'menu',
  'app-phone-mockup': 'menu',
  'try-the-app': 'menu',
  'user-app-phone': 'menu',
  'merchant-app-phone': 'orders',
  'rider-app-phone': 'map',
  'secure-payments': 'pay',
};

function road(random: Random, hue: number): string {
  return softBackground(random, hue) + el('rect', { y: 600, width: 1200, height: 200, fill: '#6b7280' }) + repeat(5, (index) => el('rect', { x: 40 + index * 250, y: 690, width: 140, height: 16, rx: 8, fill: '#fff' }));
}

/** Pictures that are neither a table nor a phone, by name. */
const drawings: Record<string, (random: Random, hue: number) => string> = {
  // Rides across the hero at 64 x 40: the bike alone, on nothing.
  'delivery-bike': () => motorbike(150, 790, 1.7),
  'become-a-rider': (random, hue) => road(random, hue) + motorbike(330, 660, 1.05),
  'fast-delivery': (random, hue) =>
    road(random, hue) +
    repeat(3, (index) => el('rect', { x: 90 + index * 30, y: 330 + index * 70, width: 200, height: 14, rx: 7, fill: '#fff', opacity: 0.8 })) +
    motorbike(380, 660, 1.05),
  'live-tracking': (random, hue) =>
    el('rect', { width: 1200, height: 800, fill: hsl(hue, 45, 88) }) +
    el('path', { d: 'M0 260h1200M0 560h1200M300 0v800M820 0v800M0 760L1200 60', stroke: '#fff', 'stroke-width': 46 }) +
    el('path', { d: 'M300 640V260H820V150', fill: 'none', stroke: '#c2410c', 'stroke-width': 16, 'stroke-dasharray': '34 22' }) +
    pin(820, 130, 44) +
    el('circle', { cx: 300, cy: 640, r: 30, fill: '#2563eb', stroke: '#fff', 'stroke-width': 10 }),
  'become-a-merchant': (random, hue) =>
    softBackground(random, hue) +
    el('rect', { x: 260, y: 230, width: 680, height: 470, fill: '#fffbeb', stroke: '#78350f', 'stroke-width': 8 }) +
    el('rect', { x: 240, y: 130, width: 720, height: 110, rx: 16, fill: '#7c2d12' }) +
    repeat(8, (index) => el('path', { d: `M${260 + index * 85} 240h85v60q-42 28-85 0z`, fill: index % 2 ? '#fff' : '#c2410c' })) +
    el('path', { d: 'M560 185h80M575 165h50', stroke: '#fde68a', 'stroke-width': 12, 'stroke-linecap': 'round' }) +
    el('rect', { x: 310, y: 380, width: 220, height: 170, fill: '#bae6fd', stroke: '#78350f', 'stroke-width': 8 }) +
    el('rect', { x: 640, y: 360, width: 150, height: 340, fill: '#92400e' }) +
    el('circle', { cx: 770, cy: 540, r: 10, fill: '#fde68a' }),
  'wallet-rewards': (random, hue) =>
    softBackground(random, hue) +
    el('rect', { x: 310, y: 260, width: 520, height: 340, rx: 40, fill: '#7c2d12' }) +
    el('rect', { x: 310, y: 220, width: 480, height: 120, rx: 30, fill: '#9a3412' }) +
    el('rect', { x: 640, y: 380, width: 230, height: 120, rx: 40, fill: '#c2410c' }) +
    el('circle', { cx: 710, cy: 440, r: 22, fill: '#fde68a' }) +
    repeat(3, (index) => el('circle', { cx: 820 + index * 70, cy: 640 - index * 60, r: 60, fill: '#facc15', stroke: '#ca8a04', 'stroke-width': 10 })) +
    el('path', { d: 'M420 150l22 45l50 7l-36 35l9 50l-45-24l-45 24l9-50l-36-35l50-7z', fill: '#facc15' }),
};

/**
 * Illustrations of the CMS content (hero, feature cards, highlights, app pages, catering
 * bundles), drawn after their name; names this list does not know get a table of dishes.
 */
export function contentArt(name: string): string {
  const random = seededRandom(`content/${name}`);
  const hue = random() * 360;
  const screen = phoneScreens[name] ?? (/phone|app|mockup/.test(name) ? 'menu' : undefined);
  let body: string;
  if (spreads[name]) body = spreadArt(random, spreads[name]);
  else if (drawings[name]) body = drawings[name](random, hue);
  else if (screen) body = softBackground(random, hue) + (screen === 'pay' ? shield(920, 250, 90) : '') + phone(random, 440, 40, 720, screen);
  else {
    const dishes: MiniDish[] = ['nshima', 'greens', 'stew', 'chicken', 'salad', 'juice'];
    body = spreadArt(random, {
      table: pick(random, ['#c8a27a', '#2f6f62', '#b9473a', '#4a6fa5'] as const),
      wood: random() < 0.5,
      dishes: [[pick(random, dishes), 400, 400, 220], [pick(random, dishes), 820, 260, 140], [pick(random, dishes), 830, 560, 130]],
    });
  }
  return svgDocument(1200, 800, labelFromName(name), body);
}
