import { hsl, labelFromName, seededRandom, svgDocument, textLines, wrapLabel } from './drawing-kit';

/** A restaurant front: striped awning in the vendor's colour, windows, a door and a name sign. */
export function vendorArt(name: string): string {
  const random = seededRandom(`vendors/${name}`);
  const hue = random() * 360;
  const label = labelFromName(name);
  const stripes = Array.from({ length: 8 }, (_, index) => {
    const colour = index % 2 === 0 ? hsl(hue, 75, 48) : '#ffffff';
    return `<path d="M${100 + index * 75} 190 L${175 + index * 75} 190 L${175 + index * 75} 250 Q${137 + index * 75} 275 ${100 + index * 75} 250 Z" fill="${colour}"/>`;
  }).join('');
  const body = [
    `<rect width="800" height="600" fill="${hsl(hue + 180, 45, 88)}"/>`,
    '<rect y="470" width="800" height="130" fill="#9ca3af"/>',
    '<rect x="110" y="150" width="580" height="330" fill="#fffbeb" stroke="#78350f" stroke-width="6"/>',
    `<rect x="110" y="60" width="580" height="100" rx="14" fill="${hsl(hue, 70, 30)}"/>`,
    // Long names get smaller letters so they stay on the sign (about 0.6em a character).
    textLines(wrapLabel(label, 40, 1), 400, 124, Math.min(40, Math.floor(900 / Math.max(label.length, 1))), '#ffffff'),
    stripes,
    '<rect x="150" y="300" width="170" height="130" fill="#bae6fd" stroke="#78350f" stroke-width="6"/>',
    '<rect x="480" y="300" width="170" height="130" fill="#bae6fd" stroke="#78350f" stroke-width="6"/>',
    `<rect x="345" y="290" width="110" height="190" fill="${hsl(hue, 60, 38)}"/>`,
    '<circle cx="440" cy="390" r="7" fill="#fde68a"/>',
    '<path d="M160 420 L230 330" stroke="#ffffff" stroke-width="8" opacity="0.5"/>',
    '<path d="M490 420 L560 330" stroke="#ffffff" stroke-width="8" opacity="0.5"/>',
  ].join('');
  return svgDocument(800, 600, label, body);
}
