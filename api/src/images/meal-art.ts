import { between, el, labelFromName, pick, repeat, scatter, seededRandom, svgDocument } from './drawing-kit';

/**
 * Meal pictures: the dish seen from above on a table. No name is written on them (the page shows
 * it beside the picture); what is drawn follows the meal's name and category, and the table's
 * colour follows its place in the menu, so neighbouring cards never look alike.
 */

export type DishKind =
  | 'nshima'
  | 'bowl'
  | 'grill'
  | 'fish'
  | 'burger'
  | 'sandwich'
  | 'pizza'
  | 'breakfast'
  | 'porridge'
  | 'fritters'
  | 'chips'
  | 'samoosas'
  | 'salad'
  | 'maize'
  | 'chikanda'
  | 'drink'
  | 'cake'
  | 'pudding'
  | 'ice-cream';

/** What sits beside the nshima, or in the bowl: it decides the colours and shapes of the relish. */
export type Relish =
  | 'greens'
  | 'okra'
  | 'kapenta'
  | 'fish'
  | 'chicken'
  | 'stew'
  | 'tripe'
  | 'caterpillars'
  | 'garden-eggs'
  | 'sausage'
  | 'beans';

export interface MealFacts {
  /** The meal's own name, for the picture's title. */
  name: string;
  /** Its menu category ('Grills & Braai'), when known. */
  category?: string;
  /** Its place in the menu: neighbours get different tables. */
  index?: number;
}

const categoryDishes: Record<string, DishKind> = {
  'Nshima & Relishes': 'nshima',
  'Traditional Specials': 'bowl',
  'Grills & Braai': 'grill',
  'Burgers & Sandwiches': 'burger',
  Pizza: 'pizza',
  Breakfast: 'breakfast',
  'Snacks & Sides': 'chips',
  Drinks: 'drink',
  Desserts: 'cake',
};

/** The words of a name or image name, lower case: 'T-Bone Steak' -> t, bone, steak. */
function wordsOf(name: string): Set<string> {
  return new Set(name.toLowerCase().split(/[^a-z]+/).filter(Boolean));
}

/** Name words first (they are the more precise), then the category, then a plate of relish. */
const dishRules: readonly [DishKind, readonly string[]][] = [
  ['pizza', ['pizza']],
  ['fritters', ['vitumbuwa', 'fritters', 'doughnut', 'doughnuts']],
  ['ice-cream', ['ice']],
  ['pudding', ['pudding', 'custard', 'malva']],
  ['cake', ['cake', 'pie', 'tart']],
  ['porridge', ['porridge']],
  ['breakfast', ['breakfast', 'eggs']],
  ['nshima', ['nshima']],
  ['grill', ['steak', 'braai', 'boerewors', 'wings', 'sosaties', 'ribs', 'chops', 'skewers', 'kebab']],
  ['burger', ['burger']],
  ['sandwich', ['sandwich', 'toastie', 'wrap']],
  ['fish', ['tilapia', 'bream', 'fish']],
  ['samoosas', ['samoosas', 'samosas', 'samoosa']],
  ['salad', ['coleslaw', 'salad']],
  ['maize', ['chimanga', 'corn', 'mealie']],
  ['chikanda', ['chikanda']],
  ['chips', ['chips', 'fries']],
  ['drink', ['juice', 'munkoyo', 'maheu', 'smoothie', 'tea', 'beer', 'coffee', 'soda', 'shake', 'lemonade', 'water']],
  ['bowl', ['stew', 'bowl', 'beans', 'samp', 'kapenta']],
];

/** The kind of dish a meal's picture shows. */
export function dishKindOf(name: string, category?: string): DishKind {
  const words = wordsOf(name);
  for (const [kind, keys] of dishRules) if (keys.some((key) => words.has(key))) return kind;
  return (category && categoryDishes[category]) || 'bowl';
}

const relishRules: readonly [Relish, readonly string[]][] = [
  ['greens', ['ifisashi', 'chibwabwa', 'rape', 'greens', 'spinach', 'cabbage']],
  ['okra', ['delele', 'okra']],
  ['kapenta', ['kapenta']],
  ['fish', ['bream', 'tilapia', 'fish']],
  ['caterpillars', ['ifinkubala', 'caterpillars', 'mopane']],
  ['garden-eggs', ['impwa']],
  ['tripe', ['matumbu', 'tripe']],
  ['sausage', ['boerewors', 'sausage']],
  ['beans', ['beans', 'samp']],
  ['chicken', ['chicken']],
];

/** The relish a meal's name speaks of; a meat stew when it names none. */
export function relishOf(name: string): Relish {
  const words = wordsOf(name);
  for (const [relish, keys] of relishRules) if (keys.some((key) => words.has(key))) return relish;
  return 'stew';
}

/** Table tops: wood, then cloths; stepping by 4 through 9 colours, menu neighbours always differ. */
const tables = ['#c8a27a', '#2f6f62', '#e9d8c4', '#b9473a', '#7a4a2e', '#f2c14e', '#4a6fa5', '#6b8f47', '#d9825b'] as const;

export function tableColourOf(index: number, variant: number): string {
  return tables[(((index * 4 + variant) % tables.length) + tables.length) % tables.length] ?? tables[0];
}

type Random = () => number;
type Draw = (random: Random, name: string) => string;

const C = { cx: 400, cy: 300 };

function table(colour: string, random: Random): string {
  const wood = random() < 0.5;
  const grain = wood
    ? repeat(5, (index) => el('rect', { y: 60 + index * 120, width: 800, height: 3, fill: '#000', opacity: 0.12 }))
    : `<pattern id="c" width="80" height="80" patternUnits="userSpaceOnUse">${el('rect', { width: 40, height: 80, fill: '#fff', opacity: 0.12 })}${el('rect', { width: 80, height: 40, fill: '#fff', opacity: 0.12 })}</pattern>${el('rect', { width: 800, height: 600, fill: 'url(#c)' })}`;
  return el('rect', { width: 800, height: 600, fill: colour }) + grain;
}

/** A round plate: white china or an enamel plate with a blue rim, with its shadow. */
function plate(random: Random, r = 215, cx = C.cx, cy = C.cy): string {
  const enamel = random() < 0.35;
  return (
    el('circle', { cx: cx + 10, cy: cy + 16, r, fill: '#000', opacity: 0.2 }) +
    el('circle', { cx, cy, r, fill: enamel ? '#f8fafc' : '#fffdf8', stroke: enamel ? '#1e40af' : '#e7e5e4', 'stroke-width': enamel ? 10 : 4 }) +
    el('circle', { cx, cy, r: r * 0.78, fill: 'none', stroke: '#d6d3d1', 'stroke-width': 3, opacity: 0.6 })
  );
}

/** A bowl from above: rim, inside and what it holds. */
function bowl(random: Random, r: number, cx: number, cy: number, inside: string): string {
  const glaze = pick(random, ['#f5f5f4', '#fde68a', '#bfdbfe', '#fecaca', '#d9f99d'] as const);
  return (
    el('circle', { cx: cx + 10, cy: cy + 16, r, fill: '#000', opacity: 0.2 }) +
    el('circle', { cx, cy, r, fill: glaze, stroke: '#0000001a', 'stroke-width': 4 }) +
    el('circle', { cx, cy, r: r * 0.84, fill: inside })
  );
}

function fork(x: number, y: number): string {
  return (
    el('rect', { x, y, width: 14, height: 170, rx: 7, fill: '#cbd5e1' }) +
    el('path', { d: `M${x - 12} ${y - 70}v60q0 20 19 20q19 0 19-20v-60`, fill: 'none', stroke: '#cbd5e1', 'stroke-width': 9 })
  );
}

function blobs(random: Random, count: number, cx: number, cy: number, spread: number, size: [number, number], colours: readonly string[]): string {
  return repeat(count, () => {
    const [x, y] = scatter(random, cx, cy, spread, spread * 0.85);
    const rx = between(random, size[0], size[1]);
    return el('ellipse', { cx: x, cy: y, rx, ry: rx * between(random, 0.55, 0.9), fill: pick(random, colours), transform: `rotate(${Math.round(random() * 180)} ${Math.round(x)} ${Math.round(y)})` });
  });
}

/** The relish in a pool of its sauce, centred on (cx, cy), about `s` across. */
function relish(random: Random, kind: Relish, cx: number, cy: number, s: number): string {
  const pool = (fill: string) => el('ellipse', { cx, cy, rx: s, ry: s * 0.85, fill });
  switch (kind) {
    case 'greens':
      return pool('#b08950') + blobs(random, 16, cx, cy, s * 0.8, [14, 26], ['#3f6212', '#4d7c0f', '#365314', '#65a30d']);
    case 'okra':
      return pool('#6b8e23') + repeat(10, () => {
        const [x, y] = scatter(random, cx, cy, s * 0.75);
        return el('circle', { cx: x, cy: y, r: 10, fill: '#4d7c0f', stroke: '#bef264', 'stroke-width': 4 });
      });
    case 'kapenta':
      return pool('#c2410c') + blobs(random, 16, cx, cy, s * 0.8, [18, 26], ['#a8a29e', '#78716c', '#d6d3d1']);
    case 'fish':
      return pool('#dc2626') + wholeFish(cx, cy, s * 1.9, Math.round(between(random, -70, -50)));
    case 'chicken':
      return pool('#9a3412') + repeat(4, (index) => {
        const [x, y] = scatter(random, cx, cy, s * 0.5);
        return el('ellipse', { cx: x, cy: y, rx: 34, ry: 24, fill: '#c2410c', stroke: '#7c2d12', 'stroke-width': 4, transform: `rotate(${index * 47} ${Math.round(x)} ${Math.round(y)})` });
      });
    case 'tripe':
      return pool('#b45309') + blobs(random, 9, cx, cy, s * 0.7, [18, 30], ['#f5e6c8', '#e7d3a8']);
    case 'caterpillars':
      return pool('#c2410c') + repeat(9, () => {
        const [x, y] = scatter(random, cx, cy, s * 0.7);
        return el('path', { d: `M${Math.round(x)} ${Math.round(y)}q14-18 30 0`, fill: 'none', stroke: '#3f2a1d', 'stroke-width': 13, 'stroke-linecap': 'round' });
      });
    case 'garden-eggs':
      return pool('#dc2626') + repeat(7, () => {
        const [x, y] = scatter(random, cx, cy, s * 0.65);
        return el('circle', { cx: x, cy: y, r: 20, fill: '#fef3c7', stroke: '#6b21a8', 'stroke-width': 7 });
      });
    case 'sausage':
      return pool('#dc2626') + el('path', { d: `M${cx} ${cy}m-8 0a16 16 0 1 1 30 8a40 40 0 1 1-72-20a62 62 0 1 1 108 36`, fill: 'none', stroke: '#7c2d12', 'stroke-width': 24, 'stroke-linecap': 'round' });
    case 'beans':
      return pool('#92400e') + blobs(random, 22, cx, cy, s * 0.8, [9, 13], ['#7f1d1d', '#991b1b', '#fef9c3', '#fde68a']);
    case 'stew':
      return pool('#7c2d12') + repeat(8, () => {
        const [x, y] = scatter(random, cx, cy, s * 0.7);
        return el('rect', { x: x - 18, y: y - 14, width: 36, height: 28, rx: 9, fill: pick(random, ['#57270f', '#6b3416', '#f97316'] as const) });
      }) + blobs(random, 5, cx, cy, s * 0.7, [4, 7], ['#65a30d']);
  }
}

/** A whole fish from above, head to the right, `length` long. */
function wholeFish(cx: number, cy: number, length: number, angle: number): string {
  const l = length / 2;
  return `<g transform="rotate(${angle} ${cx} ${cy})">${el('path', { d: `M${cx - l * 0.8} ${cy}l${-l * 0.35} ${-l * 0.3}v${l * 0.6}z`, fill: '#92400e' })}${el('ellipse', { cx, cy, rx: l * 0.85, ry: l * 0.34, fill: '#b45309', stroke: '#78350f', 'stroke-width': 4 })}${el('path', { d: `M${cx - l * 0.3} ${cy - l * 0.2}l${l * 0.15} ${l * 0.4}m${l * 0.1} ${-l * 0.4}l${l * 0.15} ${l * 0.4}m${l * 0.1} ${-l * 0.4}l${l * 0.15} ${l * 0.4}`, stroke: '#78350f', 'stroke-width': 4, fill: 'none' })}${el('circle', { cx: cx + l * 0.62, cy: cy - l * 0.08, r: 7, fill: '#1c1917' })}</g>`;
}

/** Two lumps (ntongo) of nshima, one above the other, shaded so they read as white on a white plate. */
function nshimaLumps(random: Random, cx: number, cy: number): string {
  return repeat(2, (index) => {
    const x = cx + (index ? 20 : -10) + between(random, -8, 8);
    const y = cy + (index ? 62 : -62);
    return el('ellipse', { cx: x + 8, cy: y + 12, rx: 92, ry: 66, fill: '#c9bfa3' }) + el('ellipse', { cx: x, cy: y, rx: 92, ry: 66, fill: '#fdf8e8', stroke: '#e2dac4', 'stroke-width': 3 }) + el('ellipse', { cx: x - 22, cy: y - 18, rx: 38, ry: 16, fill: '#fff' });
  });
}

function chipsPile(random: Random, cx: number, cy: number, spread: number, count = 12): string {
  return repeat(count, () => {
    const [x, y] = scatter(random, cx, cy, spread);
    return el('rect', { x, y, width: 70, height: 16, rx: 5, fill: pick(random, ['#facc15', '#fbbf24', '#fde047'] as const), stroke: '#ca8a04', 'stroke-width': 2, transform: `rotate(${Math.round(random() * 180)} ${Math.round(x)} ${Math.round(y)})` });
  });
}

const dishes: Record<DishKind, Draw> = {
  // The nshima and its relish are turned a little each time, so a menu of nshima dishes is not one picture repeated.
  nshima: (random, name) =>
    plate(random) +
    `<g transform="rotate(${Math.round(between(random, -40, 40))} 400 300)">${nshimaLumps(random, 315, 300)}${relish(random, relishOf(name), 490, 300, 118)}</g>`,
  bowl: (random, name) => bowl(random, 205, 400, 300, '#7c2d12') + relish(random, relishOf(name), 400, 300, 140),
  fish: (random) =>
    el('ellipse', { cx: 410, cy: 316, rx: 320, ry: 200, fill: '#000', opacity: 0.2 }) +
    el('ellipse', { cx: 400, cy: 300, rx: 320, ry: 200, fill: '#fffdf8', stroke: '#e7e5e4', 'stroke-width': 4 }) +
    wholeFish(380, 300, 420, Math.round(between(random, -12, 12))) +
    repeat(2, (index) => el('circle', { cx: 620, cy: 220 + index * 150, r: 30, fill: '#fde047', stroke: '#facc15', 'stroke-width': 8 })),
  grill: (random, name) => {
    const words = wordsOf(name);
    const board =
      el('rect', { x: 100, y: 110, width: 600, height: 390, rx: 40, fill: '#000', opacity: 0.2, transform: 'rotate(-6 400 300)' }) +
      el('rect', { x: 90, y: 95, width: 600, height: 390, rx: 40, fill: '#a16207', transform: 'rotate(-6 400 300)' });
    const skewer = (y: number) =>
      el('rect', { x: 170, y: y - 3, width: 420, height: 6, fill: '#d6d3d1' }) +
      repeat(6, (index) => el('rect', { x: 200 + index * 62, y: y - 24, width: 48, height: 48, rx: 10, fill: index % 2 ? pick(random, ['#16a34a', '#dc2626', '#fde68a'] as const) : '#6b2f12' }));
    if (words.has('sosaties') || words.has('skewers') || words.has('kebab')) return board + skewer(220) + skewer(300) + skewer(380);
    if (words.has('wings')) {
      return board + blobs(random, 9, 360, 290, 150, [34, 44], ['#c2410c', '#b91c1c', '#ea580c']) + el('circle', { cx: 600, cy: 380, r: 55, fill: '#f5f5f4' }) + el('circle', { cx: 600, cy: 380, r: 40, fill: '#fef3c7' });
    }
    if (words.has('ribs')) {
      return board + el('rect', { x: 180, y: 200, width: 380, height: 190, rx: 50, fill: '#7c2d12' }) + repeat(7, (index) => el('rect', { x: 210 + index * 50, y: 170, width: 16, height: 60, rx: 8, fill: '#fef3c7' })) + el('path', { d: 'M200 300q180-60 340 0', stroke: '#b45309', 'stroke-width': 14, fill: 'none', opacity: 0.7 });
    }
    if (words.has('boerewors') || words.has('platter')) {
      return board + relish(random, 'sausage', 300, 280, 110) + skewer(420) + (words.has('platter') ? nshimaLumps(random, 570, 260) : '');
    }
    // A steak with its grill marks, chips beside it.
    const tbone = words.has('bone');
    return (
      board +
      el('path', { d: 'M180 200q120-70 250-10q60 60 10 160q-100 80-220 30q-90-80-40-180z', fill: '#7c2d12' }) +
      repeat(4, (index) => el('rect', { x: 210 + index * 55, y: 190, width: 12, height: 190, rx: 6, fill: '#3b1a0a', opacity: 0.7, transform: 'rotate(25 330 290)' })) +
      (tbone ? el('path', { d: 'M250 230l150 50m-80-20l-20 110', stroke: '#fef3c7', 'stroke-width': 16, 'stroke-linecap': 'round', fill: 'none' }) : '') +
      chipsPile(random, 570, 290, 70, 10)
    );
  },
  burger: (random, name) => {
    const words = wordsOf(name);
    const patty = words.has('chicken') ? '#d97706' : words.has('bean') ? '#65a30d' : '#57270f';
    const double = words.has('double');
    return (
      plate(random) +
      el('path', { d: 'M240 290q160-190 320 0z', fill: '#d97706' }) +
      repeat(5, (index) => el('ellipse', { cx: 320 + index * 40, cy: 220 + (index % 2) * 20, rx: 7, ry: 4, fill: '#fef3c7' })) +
      el('rect', { x: 232, y: 286, width: 336, height: 18, rx: 9, fill: '#65a30d' }) +
      el('rect', { x: 238, y: 302, width: 324, height: 14, rx: 5, fill: '#dc2626' }) +
      el('rect', { x: 234, y: 314, width: 332, height: 38, rx: 16, fill: patty }) +
      (double ? el('rect', { x: 238, y: 350, width: 324, height: 12, rx: 4, fill: '#facc15' }) + el('rect', { x: 234, y: 360, width: 332, height: 38, rx: 16, fill: patty }) : '') +
      el('path', { d: `M240 ${double ? 398 : 352}h320q0 50-160 50q-160 0-160-50z`, fill: '#d97706' }) +
      chipsPile(random, 620, 440, 40, 6)
    );
  },
  // Two halves of a square sandwich cut corner to corner, the filling showing along the cut.
  sandwich: (random) =>
    plate(random) +
    repeat(2, (index) => {
      const half = index ? 'M300 440h230v-230z' : 'M270 160h230l-230 230z';
      const cut = index ? 'M305 430l215-215' : 'M280 380l215-215';
      return el('path', { d: half, fill: '#f2c38b', stroke: '#b7791f', 'stroke-width': 14, 'stroke-linejoin': 'round' }) + el('path', { d: cut, stroke: '#65a30d', 'stroke-width': 12 }) + el('path', { d: cut, stroke: '#dc2626', 'stroke-width': 5 });
    }) +
    el('circle', { cx: 360, cy: 250, r: 9, fill: '#fef3c7' }) +
    el('circle', { cx: 440, cy: 350, r: 9, fill: '#fef3c7' }),
  pizza: (random, name) => {
    const words = wordsOf(name);
    const topping: [readonly string[], [number, number], number] = words.has('pepperoni')
      ? [['#b91c1c', '#991b1b'], [20, 26], 14]
      : words.has('margherita')
        ? [['#fefce8', '#16a34a', '#fefce8'], [16, 24], 12]
        : words.has('kapenta')
          ? [['#a8a29e', '#dc2626', '#78716c'], [16, 24], 18]
          : words.has('bbq')
            ? [['#7c2d12', '#9f1239', '#92400e'], [14, 22], 16]
            : [['#16a34a', '#1c1917', '#facc15', '#dc2626', '#d6d3d1'], [10, 18], 22];
    return (
      el('circle', { cx: 412, cy: 316, r: 225, fill: '#000', opacity: 0.2 }) +
      el('circle', { cx: 400, cy: 300, r: 225, fill: '#d97706' }) +
      el('circle', { cx: 400, cy: 300, r: 195, fill: '#dc2626' }) +
      el('circle', { cx: 400, cy: 300, r: 190, fill: '#fcd34d', opacity: 0.85 }) +
      blobs(random, topping[2], 400, 300, 160, topping[1], topping[0]) +
      el('path', { d: 'M400 75v450M205 188l390 224M205 412l390-224', stroke: '#92400e', 'stroke-width': 4, opacity: 0.5 })
    );
  },
  breakfast: (random) =>
    plate(random) +
    repeat(2, (index) => el('ellipse', { cx: 290 + index * 105, cy: 225, rx: 58, ry: 48, fill: '#fff', stroke: '#e5e7eb', 'stroke-width': 5 }) + el('circle', { cx: 292 + index * 105, cy: 222, r: 22, fill: '#f59e0b' })) +
    el('rect', { x: 240, y: 330, width: 170, height: 36, rx: 18, fill: '#7c2d12' }) +
    el('ellipse', { cx: 500, cy: 380, rx: 80, ry: 55, fill: '#ea580c' }) +
    blobs(random, 12, 500, 380, 60, [8, 11], ['#c2410c', '#fdba74']) +
    el('rect', { x: 470, y: 180, width: 120, height: 110, rx: 14, fill: '#f2c38b', stroke: '#b7791f', 'stroke-width': 10 }) +
    el('circle', { cx: 700, cy: 110, r: 70, fill: '#f5f5f4' }) +
    el('circle', { cx: 700, cy: 110, r: 55, fill: '#b45309' }),
  porridge: (random) =>
    bowl(random, 200, 400, 300, '#f5ecd4') +
    el('path', { d: 'M400 300m-20 0a20 20 0 1 1 40 0a45 45 0 1 1-90 0a70 70 0 1 1 140 0', fill: 'none', stroke: '#a16207', 'stroke-width': 16, 'stroke-linecap': 'round' }) +
    el('rect', { x: 560, y: 380, width: 190, height: 26, rx: 13, fill: '#cbd5e1', transform: 'rotate(30 560 380)' }),
  fritters: (random, name) => {
    const tea = wordsOf(name).has('tea');
    return (
      plate(random, 200, tea ? 340 : 400) +
      repeat(6, (index) => {
        const angle = (index / 6) * Math.PI * 2 + random();
        const x = (tea ? 340 : 400) + Math.cos(angle) * 95;
        const y = 300 + Math.sin(angle) * 95;
        return el('circle', { cx: x, cy: y, r: 48, fill: pick(random, ['#b45309', '#c2410c', '#d97706'] as const), stroke: '#92400e', 'stroke-width': 4 });
      }) +
      (tea
        ? el('circle', { cx: 640, cy: 420, r: 85, fill: '#f5f5f4' }) + el('circle', { cx: 640, cy: 420, r: 68, fill: '#c08457' }) + el('rect', { x: 715, y: 405, width: 60, height: 30, rx: 15, fill: '#f5f5f4' })
        : el('path', { d: 'M300 230q100 80 200 0q-60 120-200 100', fill: 'none', stroke: '#fbbf24', 'stroke-width': 10, opacity: 0.9 }))
    );
  },
  chips: (random) =>
    el('rect', { x: 180, y: 110, width: 440, height: 380, rx: 30, fill: '#000', opacity: 0.2 }) +
    el('rect', { x: 170, y: 95, width: 440, height: 380, rx: 30, fill: '#fff' }) +
    el('rect', { x: 170, y: 95, width: 440, height: 380, rx: 30, fill: 'none', stroke: '#dc2626', 'stroke-width': 18, 'stroke-dasharray': '40 40' }) +
    chipsPile(random, 390, 285, 130, 16),
  samoosas: (random) =>
    plate(random) +
    repeat(3, (index) => {
      const angle = index * 120 + between(random, -10, 10);
      return `<g transform="rotate(${Math.round(angle)} 400 300)">${el('path', { d: 'M400 300l-90-150h180z', fill: '#d97706', stroke: '#92400e', 'stroke-width': 8, 'stroke-linejoin': 'round' })}</g>`;
    }) +
    el('circle', { cx: 400, cy: 300, r: 45, fill: '#15803d' }),
  salad: (random) =>
    bowl(random, 210, 400, 300, '#f7fee7') +
    repeat(20, () => {
      const [x, y] = scatter(random, 400, 300, 150);
      return el('rect', { x, y, width: 44, height: 8, rx: 4, fill: pick(random, ['#d9f99d', '#fb923c', '#a3e635', '#c084fc', '#fff'] as const), transform: `rotate(${Math.round(random() * 180)} ${Math.round(x)} ${Math.round(y)})` });
    }),
  maize: (random) =>
    `<pattern id="k" width="22" height="22" patternUnits="userSpaceOnUse">${el('circle', { cx: 11, cy: 11, r: 9, fill: '#facc15', stroke: '#ca8a04', 'stroke-width': 2 })}</pattern>` +
    repeat(2, (index) => {
      const y = 230 + index * 150;
      const angle = Math.round(between(random, -12, 12));
      return `<g transform="rotate(${angle} 400 ${y})">${el('path', { d: `M560 ${y}l160-60v120z`, fill: '#65a30d' })}${el('rect', { x: 130, y: y - 55, width: 450, height: 110, rx: 55, fill: 'url(#k)' })}${blobs(random, 5, 350, y, 150, [12, 20], ['#1c1917', '#44403c'])}</g>`;
    }),
  chikanda: (random) =>
    el('rect', { x: 100, y: 120, width: 600, height: 360, rx: 30, fill: '#a16207' }) +
    repeat(4, (index) => el('rect', { x: 140 + index * 135, y: 170, width: 115, height: 260, rx: 14, fill: '#78716c', stroke: '#57534e', 'stroke-width': 5 }) + blobs(random, 4, 197 + index * 135, 300, 60, [5, 8], ['#dc2626', '#292524'])),
  drink: (random, name) => {
    const words = wordsOf(name);
    const liquid = words.has('mango')
      ? '#f59e0b'
      : words.has('maheu')
        ? '#f3e8c8'
        : words.has('munkoyo')
          ? '#e7d3a1'
          : words.has('smoothie') || words.has('baobab')
            ? '#f5d0c5'
            : words.has('tea')
              ? '#b45309'
              : words.has('ginger')
                ? '#eab308'
                : pick(random, ['#f97316', '#84cc16', '#ec4899'] as const);
    const iced = words.has('iced') || words.has('beer') || words.has('juice');
    return (
      el('ellipse', { cx: 410, cy: 520, rx: 150, ry: 26, fill: '#000', opacity: 0.2 }) +
      el('path', { d: 'M290 90h220l-30 420q-80 20-160 0z', fill: '#fff', opacity: 0.6, stroke: '#fff', 'stroke-width': 6 }) +
      el('path', { d: 'M300 170h200l-24 330q-76 16-152 0z', fill: liquid }) +
      (iced ? repeat(3, (index) => el('rect', { x: 330 + index * 45, y: 190 + (index % 2) * 40, width: 50, height: 50, rx: 8, fill: '#fff', opacity: 0.45, transform: `rotate(${index * 20} 400 220)` })) : '') +
      el('rect', { x: 440, y: 40, width: 16, height: 220, rx: 8, fill: pick(random, ['#16a34a', '#dc2626', '#2563eb'] as const), transform: 'rotate(14 448 150)' }) +
      (words.has('tea') || words.has('ginger') ? el('circle', { cx: 500, cy: 115, r: 45, fill: '#fde047', stroke: '#facc15', 'stroke-width': 10 }) : '') +
      (words.has('mango') ? el('path', { d: 'M470 80q70-20 80 50q-70 10-80-50z', fill: '#fb923c' }) : '')
    );
  },
  cake: (random) =>
    plate(random) +
    el('path', { d: 'M250 370l300-60v-120l-300 60z', fill: '#3b1a0a' }) +
    el('path', { d: 'M250 250l300-60l-120-70z', fill: '#7c2d12' }) +
    el('path', { d: 'M250 290l300-60M250 330l300-60', stroke: '#fde68a', 'stroke-width': 8 }) +
    el('circle', { cx: 430, cy: 180, r: 18, fill: '#dc2626' }),
  pudding: (random) =>
    plate(random) +
    el('ellipse', { cx: 400, cy: 310, rx: 170, ry: 150, fill: '#fde047' }) +
    el('rect', { x: 290, y: 200, width: 220, height: 200, rx: 30, fill: '#b45309' }) +
    el('rect', { x: 305, y: 215, width: 190, height: 170, rx: 24, fill: '#c2410c', opacity: 0.7 }) +
    el('path', { d: 'M320 250q80-30 160 0', stroke: '#fbbf24', 'stroke-width': 10, fill: 'none' }),
  'ice-cream': (random) =>
    bowl(random, 200, 400, 300, '#fff7ed') +
    repeat(2, (index) => el('circle', { cx: 340 + index * 120, cy: 290, r: 80, fill: '#fef9c3', stroke: '#fde68a', 'stroke-width': 8 })) +
    repeat(6, (index) => el('rect', { x: 300 + index * 35, y: 390 - (index % 2) * 20, width: 34, height: 34, rx: 6, fill: '#fb923c' })),
};

/**
 * A meal's picture. `imageName` is the image's name ('nshima-with-kapenta-2': the trailing number
 * is the meal's second picture, drawn on another table); `facts` are the meal's, when known.
 */
export function mealArt(imageName: string, facts?: MealFacts): string {
  const random = seededRandom(`meals/${imageName}`);
  const variant = Number(/-(\d+)$/.exec(imageName)?.[1] ?? '1');
  const name = facts?.name ?? imageName.replace(/-\d+$/, '');
  const index = facts?.index ?? Math.floor(random() * tables.length);
  const kind = dishKindOf(name, facts?.category);
  const cutlery = kind === 'nshima' || kind === 'breakfast' ? fork(730, 330) : '';
  const body = table(tableColourOf(index, variant), random) + dishes[kind](random, name) + cutlery;
  return svgDocument(800, 600, facts?.name ?? labelFromName(imageName), body);
}
