import { el, hsl, labelFromName, repeat, seededRandom, svgDocument } from './drawing-kit';

/**
 * A restaurant front: a sign with a plate and cutlery (no name: the page shows it), a striped
 * awning in the vendor's colour, windows and a door. `title` is the vendor's name, for the
 * picture's title; without one the image name is read as words.
 */
export function vendorArt(name: string, title?: string): string {
  const random = seededRandom(`vendors/${name}`);
  const hue = random() * 360;
  const stripes = repeat(8, (index) =>
    el('path', { d: `M${100 + index * 75} 190h75v60q-38 25-75 0z`, fill: index % 2 === 0 ? hsl(hue, 75, 48) : '#ffffff' }),
  );
  const body = [
    el('rect', { width: 800, height: 600, fill: hsl(hue + 180, 45, 88) }),
    el('rect', { y: 470, width: 800, height: 130, fill: '#9ca3af' }),
    el('rect', { x: 110, y: 150, width: 580, height: 330, fill: '#fffbeb', stroke: '#78350f', 'stroke-width': 6 }),
    el('rect', { x: 110, y: 60, width: 580, height: 100, rx: 14, fill: hsl(hue, 70, 30) }),
    el('circle', { cx: 400, cy: 110, r: 34, fill: '#fff' }),
    el('circle', { cx: 400, cy: 110, r: 22, fill: 'none', stroke: hsl(hue, 70, 30), 'stroke-width': 4 }),
    el('path', { d: 'M336 85v50M326 85v18q0 10 10 10q10 0 10-10v-18M464 85q14 12 0 30v20', fill: 'none', stroke: '#fff', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    stripes,
    el('rect', { x: 150, y: 300, width: 170, height: 130, fill: '#bae6fd', stroke: '#78350f', 'stroke-width': 6 }),
    el('rect', { x: 480, y: 300, width: 170, height: 130, fill: '#bae6fd', stroke: '#78350f', 'stroke-width': 6 }),
    el('rect', { x: 345, y: 290, width: 110, height: 190, fill: hsl(hue, 60, 38) }),
    el('circle', { cx: 440, cy: 390, r: 7, fill: '#fde68a' }),
    el('path', { d: 'M160 420l70-90M490 420l70-90', stroke: '#ffffff', 'stroke-width': 8, opacity: 0.5 }),
  ].join('');
  return svgDocument(800, 600, title ?? labelFromName(name), body);
}
