import { hsl, labelFromName, pick, seededRandom, svgDocument, textLines, wrapLabel } from './drawing-kit';

const backgroundHues = [12, 24, 36, 48, 140, 165, 190, 330, 350] as const;
const relishColours = ['#4d7c0f', '#65a30d', '#92400e', '#b45309', '#b91c1c', '#ea580c', '#ca8a04', '#78350f'] as const;

type Dish = 'nshima' | 'pizza' | 'burger' | 'drink' | 'dessert' | 'plate';

/** The picture follows the meal's name, so a menu of generated images still reads like a menu. */
function dishOf(name: string): Dish {
  // Whole words only: 'steak' must not read as 'tea'.
  const words = new Set(name.split('-'));
  const has = (...candidates: string[]): boolean => candidates.some((word) => words.has(word));
  if (has('pizza')) return 'pizza';
  if (has('burger')) return 'burger';
  if (has('juice', 'munkoyo', 'maheu', 'smoothie', 'tea', 'beer', 'coffee', 'soda', 'shake', 'lemonade', 'water')) return 'drink';
  if (has('cake', 'pudding', 'cream', 'pie', 'dessert', 'custard') || name.includes('fritters-with-honey')) return 'dessert';
  if (has('nshima')) return 'nshima';
  return 'plate';
}

function relish(random: () => number, count: number, cx: number, cy: number, spread: number): string {
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = random() * spread;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const rx = 28 + random() * 34;
    const ry = 22 + random() * 26;
    shapes += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${pick(random, relishColours)}" opacity="0.92"/>`;
  }
  return shapes;
}

function plate(): string {
  return [
    '<ellipse cx="412" cy="300" rx="212" ry="204" fill="#000" opacity="0.14"/>',
    '<circle cx="400" cy="285" r="205" fill="#ffffff"/>',
    '<circle cx="400" cy="285" r="160" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>',
  ].join('');
}

function food(dish: Dish, random: () => number): string {
  switch (dish) {
    case 'nshima':
      return (
        plate() +
        '<ellipse cx="335" cy="280" rx="92" ry="74" fill="#fefce8" stroke="#e7e5d4" stroke-width="4"/>' +
        '<ellipse cx="320" cy="258" rx="40" ry="18" fill="#ffffff" opacity="0.8"/>' +
        relish(random, 4, 465, 285, 45)
      );
    case 'pizza': {
      let toppings = '';
      for (let index = 0; index < 12; index += 1) {
        const angle = random() * Math.PI * 2;
        const distance = 20 + random() * 120;
        toppings += `<circle cx="${(400 + Math.cos(angle) * distance).toFixed(1)}" cy="${(285 + Math.sin(angle) * distance).toFixed(1)}" r="${(12 + random() * 10).toFixed(1)}" fill="${pick(random, ['#b91c1c', '#15803d', '#78350f', '#f59e0b'] as const)}"/>`;
      }
      return (
        '<circle cx="412" cy="300" r="200" fill="#000" opacity="0.14"/>' +
        '<circle cx="400" cy="285" r="195" fill="#d97706"/>' +
        '<circle cx="400" cy="285" r="170" fill="#fbbf24"/>' +
        '<circle cx="400" cy="285" r="165" fill="#fde68a" opacity="0.6"/>' +
        toppings
      );
    }
    case 'burger':
      return (
        plate() +
        '<path d="M270 270 Q400 120 530 270 Z" fill="#d97706"/>' +
        '<rect x="262" y="268" width="276" height="18" rx="9" fill="#65a30d"/>' +
        '<rect x="266" y="284" width="268" height="16" rx="6" fill="#facc15"/>' +
        '<rect x="262" y="298" width="276" height="34" rx="14" fill="#78350f"/>' +
        '<path d="M270 334 H530 Q530 380 400 380 Q270 380 270 334 Z" fill="#d97706"/>' +
        '<ellipse cx="360" cy="205" rx="6" ry="3" fill="#fef3c7"/><ellipse cx="420" cy="190" rx="6" ry="3" fill="#fef3c7"/><ellipse cx="460" cy="220" rx="6" ry="3" fill="#fef3c7"/>'
      );
    case 'drink': {
      const liquid = hsl(20 + random() * 40, 85, 55);
      return (
        '<ellipse cx="410" cy="430" rx="120" ry="22" fill="#000" opacity="0.14"/>' +
        '<path d="M310 110 L490 110 L465 420 Q400 440 335 420 Z" fill="#ffffff" opacity="0.55" stroke="#ffffff" stroke-width="6"/>' +
        `<path d="M322 180 L478 180 L463 412 Q400 430 337 412 Z" fill="${liquid}"/>` +
        '<rect x="430" y="70" width="14" height="170" rx="7" fill="#f43f5e" transform="rotate(12 437 155)"/>' +
        '<circle cx="370" cy="230" r="10" fill="#ffffff" opacity="0.5"/><circle cx="420" cy="300" r="7" fill="#ffffff" opacity="0.5"/>'
      );
    }
    case 'dessert':
      return (
        plate() +
        '<path d="M300 330 L500 330 L470 230 L330 230 Z" fill="#92400e"/>' +
        '<path d="M330 230 L470 230 L455 200 L345 200 Z" fill="#fef3c7"/>' +
        `<circle cx="400" cy="190" r="22" fill="${pick(random, ['#dc2626', '#f59e0b', '#fde68a'] as const)}"/>` +
        '<path d="M300 330 Q400 360 500 330" stroke="#fde68a" stroke-width="10" fill="none"/>'
      );
    case 'plate':
      return plate() + relish(random, 5 + Math.floor(random() * 3), 400, 285, 85);
  }
}

/** A meal picture: the dish on a coloured table with its name in a band at the bottom. */
export function mealArt(name: string): string {
  const random = seededRandom(`meals/${name}`);
  const hue = pick(random, backgroundHues);
  const label = labelFromName(name);
  const lines = wrapLabel(label, 30, 2);
  const size = lines.length > 1 ? 34 : 40;
  const dots = Array.from({ length: 14 }, () => {
    const x = (random() * 800).toFixed(0);
    const y = (random() * 480).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${(6 + random() * 16).toFixed(0)}" fill="#ffffff" opacity="0.18"/>`;
  }).join('');
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 82)}"/><stop offset="1" stop-color="${hsl(hue + 20, 70, 62)}"/></linearGradient></defs>`,
    '<rect width="800" height="600" fill="url(#bg)"/>',
    dots,
    food(dishOf(name), random),
    '<rect y="492" width="800" height="108" fill="#111827" opacity="0.55"/>',
    textLines(lines, 400, lines.length > 1 ? 538 : 560, size, '#ffffff'),
  ].join('');
  return svgDocument(800, 600, label, body);
}
