import { between, el, pick, repeat, scatter } from './drawing-kit';

/**
 * The drawings of the CMS pictures (1200 x 800): tables of food from above, phones showing the
 * app, a rider on a motorbike, a map. Nothing is written on them: the page shows the title.
 */

type Random = () => number;

export const brandOrange = '#c2410c';

/** Dishes small enough to set several on one table. */
export type MiniDish =
  | 'nshima'
  | 'greens'
  | 'stew'
  | 'kapenta'
  | 'chicken'
  | 'salad'
  | 'cake'
  | 'tiered-cake'
  | 'skewers'
  | 'samoosas'
  | 'sandwiches'
  | 'juice'
  | 'coffee'
  | 'fruit'
  | 'spices'
  | 'pot'
  | 'lunchbox'
  | 'grill'
  | 'chips';

function shadow(x: number, y: number, r: number): string {
  return el('circle', { cx: x + r * 0.06, cy: y + r * 0.1, r, fill: '#000', opacity: 0.18 });
}

function dishOn(x: number, y: number, r: number, rim: string, inside: string): string {
  return shadow(x, y, r) + el('circle', { cx: x, cy: y, r, fill: rim }) + el('circle', { cx: x, cy: y, r: r * 0.8, fill: inside });
}

function bits(random: Random, count: number, x: number, y: number, spread: number, size: number, colours: readonly string[]): string {
  return repeat(count, () => {
    const [bx, by] = scatter(random, x, y, spread);
    return el('ellipse', { cx: bx, cy: by, rx: size, ry: size * 0.7, fill: pick(random, colours), transform: `rotate(${Math.round(random() * 180)} ${Math.round(bx)} ${Math.round(by)})` });
  });
}

/** One dish centred on (x, y), `r` across its rim. */
export function miniDish(random: Random, kind: MiniDish, x: number, y: number, r: number): string {
  switch (kind) {
    case 'nshima':
      return (
        dishOn(x, y, r, '#f8fafc', '#fffdf8') +
        repeat(2, (index) => {
          const lx = x - r * (index ? 0.25 : 0.3);
          const ly = y + r * (index ? 0.35 : -0.15);
          return el('ellipse', { cx: lx + r * 0.04, cy: ly + r * 0.06, rx: r * 0.34, ry: r * 0.26, fill: '#c9bfa3' }) + el('ellipse', { cx: lx, cy: ly, rx: r * 0.34, ry: r * 0.26, fill: '#fdf8e8' });
        }) +
        el('circle', { cx: x + r * 0.35, cy: y + r * 0.05, r: r * 0.34, fill: pick(random, ['#7c2d12', '#9a3412', '#4d7c0f'] as const) }) +
        bits(random, 4, x + r * 0.35, y + r * 0.05, r * 0.22, r * 0.1, ['#57270f', '#65a30d', '#f97316'])
      );
    case 'greens':
      return dishOn(x, y, r, '#fde68a', '#b08950') + bits(random, 9, x, y, r * 0.6, r * 0.16, ['#3f6212', '#4d7c0f', '#365314']);
    case 'stew':
      return dishOn(x, y, r, '#bfdbfe', '#7c2d12') + bits(random, 6, x, y, r * 0.55, r * 0.15, ['#57270f', '#f97316', '#451a03']);
    case 'kapenta':
      return dishOn(x, y, r, '#f5f5f4', '#c2410c') + bits(random, 9, x, y, r * 0.55, r * 0.15, ['#a8a29e', '#78716c', '#d6d3d1']);
    case 'chicken':
      return dishOn(x, y, r, '#f8fafc', '#fffdf8') + bits(random, 4, x, y, r * 0.45, r * 0.26, ['#c2410c', '#b45309']);
    case 'salad':
      return dishOn(x, y, r, '#d9f99d', '#f7fee7') + bits(random, 10, x, y, r * 0.6, r * 0.13, ['#65a30d', '#dc2626', '#fb923c', '#a3e635']);
    case 'cake':
      return (
        dishOn(x, y, r, '#f5f5f4', '#fbcfe8') +
        el('circle', { cx: x, cy: y, r: r * 0.55, fill: 'none', stroke: '#fff', 'stroke-width': r * 0.08, 'stroke-dasharray': `${Math.round(r * 0.1)} ${Math.round(r * 0.1)}` }) +
        repeat(5, (index) => el('circle', { cx: x + Math.cos(index * 1.26) * r * 0.3, cy: y + Math.sin(index * 1.26) * r * 0.3, r: r * 0.06, fill: '#facc15', stroke: '#f97316', 'stroke-width': 3 }))
      );
    case 'tiered-cake':
      return dishOn(x, y, r, '#e7e5e4', '#fffbeb') + el('circle', { cx: x, cy: y, r: r * 0.6, fill: '#fff', stroke: '#fde68a', 'stroke-width': 6 }) + el('circle', { cx: x, cy: y, r: r * 0.35, fill: '#fff', stroke: '#fde68a', 'stroke-width': 6 }) + el('circle', { cx: x, cy: y, r: r * 0.12, fill: '#f472b6' });
    case 'skewers':
      return (
        dishOn(x, y, r, '#e7e5e4', '#fafaf9') +
        repeat(2, (index) => {
          const sy = y - r * 0.22 + index * r * 0.44;
          return el('rect', { x: x - r * 0.7, y: sy - 3, width: r * 1.4, height: 6, fill: '#d6d3d1' }) + repeat(4, (piece) => el('rect', { x: x - r * 0.55 + piece * r * 0.3, y: sy - r * 0.12, width: r * 0.22, height: r * 0.24, rx: 6, fill: piece % 2 ? '#16a34a' : '#6b2f12' }));
        })
      );
    case 'samoosas':
      return dishOn(x, y, r, '#f8fafc', '#fffdf8') + repeat(3, (index) => el('path', { d: `M${x} ${y}l${-r * 0.35} ${-r * 0.6}h${r * 0.7}z`, fill: '#d97706', stroke: '#92400e', 'stroke-width': 5, transform: `rotate(${index * 120} ${x} ${y})` }));
    case 'sandwiches':
      return dishOn(x, y, r, '#f8fafc', '#fffdf8') + repeat(2, (index) => el('path', { d: `M${x - r * 0.55} ${y - r * 0.05}l${r * 0.5} ${-r * 0.45}v${r * 0.9}z`, fill: '#e0b36a', stroke: '#b7791f', 'stroke-width': 7, transform: `rotate(${index * 180} ${x} ${y})` }));
    case 'juice':
      return shadow(x, y, r * 0.6) + el('circle', { cx: x, cy: y, r: r * 0.6, fill: '#fff', opacity: 0.7 }) + el('circle', { cx: x, cy: y, r: r * 0.5, fill: pick(random, ['#f59e0b', '#f97316', '#e7d3a1', '#ec4899'] as const) }) + el('circle', { cx: x + r * 0.2, cy: y - r * 0.2, r: r * 0.16, fill: '#fde047', stroke: '#facc15', 'stroke-width': 4 });
    case 'coffee':
      return shadow(x, y, r * 0.6) + el('rect', { x: x + r * 0.45, y: y - r * 0.1, width: r * 0.35, height: r * 0.2, rx: r * 0.1, fill: '#f5f5f4' }) + el('circle', { cx: x, cy: y, r: r * 0.6, fill: '#f5f5f4' }) + el('circle', { cx: x, cy: y, r: r * 0.46, fill: '#78350f' });
    case 'fruit':
      return dishOn(x, y, r, '#a16207', '#ca8a04') + bits(random, 7, x, y, r * 0.5, r * 0.2, ['#f97316', '#facc15', '#84cc16', '#dc2626']);
    case 'spices':
      return repeat(3, (index) => {
        const sx = x + Math.cos(index * 2.1) * r * 0.55;
        const sy = y + Math.sin(index * 2.1) * r * 0.55;
        return dishOn(sx, sy, r * 0.45, '#a16207', ['#b91c1c', '#eab308', '#92400e'][index] ?? '#b91c1c');
      });
    case 'pot':
      return shadow(x, y, r) + el('rect', { x: x - r * 1.25, y: y - r * 0.12, width: r * 2.5, height: r * 0.24, rx: r * 0.1, fill: '#1c1917' }) + el('circle', { cx: x, cy: y, r, fill: '#292524' }) + el('circle', { cx: x, cy: y, r: r * 0.82, fill: '#fffbeb' }) + el('rect', { x: x - r * 0.1, y: y - r * 1.1, width: r * 0.2, height: r * 1.2, rx: r * 0.1, fill: '#a16207', transform: `rotate(35 ${x} ${y})` });
    case 'lunchbox':
      return (
        el('rect', { x: x - r + 8, y: y - r * 0.75 + 14, width: r * 2, height: r * 1.5, rx: 18, fill: '#000', opacity: 0.18 }) +
        el('rect', { x: x - r, y: y - r * 0.75, width: r * 2, height: r * 1.5, rx: 18, fill: '#f5f5f4' }) +
        el('rect', { x: x - r * 0.9, y: y - r * 0.65, width: r * 1.05, height: r * 1.3, rx: 10, fill: '#fffbeb' }) +
        el('rect', { x: x + r * 0.22, y: y - r * 0.65, width: r * 0.68, height: r * 0.6, rx: 10, fill: '#4d7c0f' }) +
        el('rect', { x: x + r * 0.22, y: y + r * 0.05, width: r * 0.68, height: r * 0.6, rx: 10, fill: '#9a3412' }) +
        bits(random, 4, x - r * 0.37, y, r * 0.35, r * 0.12, ['#c2410c', '#b45309'])
      );
    case 'grill':
      return (
        shadow(x, y, r) +
        el('circle', { cx: x, cy: y, r, fill: '#1c1917' }) +
        el('circle', { cx: x, cy: y, r: r * 0.85, fill: '#ea580c', opacity: 0.8 }) +
        repeat(5, (index) => el('rect', { x: x - r * 0.85, y: y - r * 0.6 + index * r * 0.3, width: r * 1.7, height: 5, fill: '#a8a29e' })) +
        bits(random, 4, x, y, r * 0.5, r * 0.2, ['#7c2d12', '#57270f'])
      );
    case 'chips':
      return dishOn(x, y, r, '#dc2626', '#fff') + repeat(9, () => {
        const [cx, cy] = scatter(random, x, y, r * 0.5);
        return el('rect', { x: cx, y: cy, width: r * 0.4, height: r * 0.1, rx: 4, fill: '#facc15', transform: `rotate(${Math.round(random() * 180)} ${Math.round(cx)} ${Math.round(cy)})` });
      });
  }
}

/** A table cloth or a wooden top filling the picture. */
export function tableTop(colour: string, wood: boolean): string {
  const grain = wood
    ? repeat(6, (index) => el('rect', { y: 70 + index * 135, width: 1200, height: 4, fill: '#000', opacity: 0.12 }))
    : `<pattern id="c" width="100" height="100" patternUnits="userSpaceOnUse">${el('rect', { width: 50, height: 100, fill: '#fff', opacity: 0.12 })}${el('rect', { width: 100, height: 50, fill: '#fff', opacity: 0.12 })}</pattern>${el('rect', { width: 1200, height: 800, fill: 'url(#c)' })}`;
  return el('rect', { width: 1200, height: 800, fill: colour }) + grain;
}

/** A soft background with two light circles, for the pictures that are not tables. */
export function softBackground(random: Random, hue: number): string {
  return (
    el('rect', { width: 1200, height: 800, fill: `hsl(${Math.round(hue)} 70% 90%)` }) +
    el('circle', { cx: between(random, 100, 400), cy: between(random, 100, 300), r: 260, fill: '#fff', opacity: 0.5 }) +
    el('circle', { cx: between(random, 800, 1100), cy: between(random, 500, 700), r: 320, fill: `hsl(${Math.round(hue + 30)} 80% 80%)`, opacity: 0.6 })
  );
}

export type Screen = 'menu' | 'orders' | 'map' | 'pay';

/** A phone `height` tall with its top-left corner at (x, y), showing a screen of the app. */
export function phone(random: Random, x: number, y: number, height: number, screen: Screen): string {
  const w = height * 0.5;
  const pad = w * 0.07;
  const sx = x + pad;
  const sy = y + pad * 2.2;
  const sw = w - pad * 2;
  const sh = height - pad * 4.4;
  const frame =
    el('rect', { x: x + 14, y: y + 22, width: w, height, rx: w * 0.14, fill: '#000', opacity: 0.2 }) +
    el('rect', { x, y, width: w, height, rx: w * 0.14, fill: '#111827' }) +
    el('rect', { x: sx, y: sy, width: sw, height: sh, rx: 10, fill: '#fff' }) +
    el('rect', { x: x + w * 0.38, y: y + pad * 0.8, width: w * 0.24, height: pad * 0.5, rx: 5, fill: '#374151' });
  const bar = el('rect', { x: sx, y: sy, width: sw, height: sh * 0.1, rx: 10, fill: brandOrange });
  const line = (ly: number, width: number, fill = '#d1d5db') => el('rect', { x: sx + sw * 0.08, y: ly, width: sw * width, height: sh * 0.025, rx: 5, fill });
  switch (screen) {
    case 'menu':
      return (
        frame +
        bar +
        repeat(4, (index) => {
          const tx = sx + sw * (0.06 + (index % 2) * 0.48);
          const ty = sy + sh * (0.14 + Math.floor(index / 2) * 0.36);
          const tile = sw * 0.42;
          return (
            el('rect', { x: tx, y: ty, width: tile, height: sh * 0.32, rx: 10, fill: '#f5f5f4' }) +
            miniDish(random, (['nshima', 'greens', 'chicken', 'juice'] as const)[index] ?? 'nshima', tx + tile / 2, ty + tile * 0.5, tile * 0.38) +
            el('rect', { x: tx + tile * 0.1, y: ty + sh * 0.25, width: tile * 0.7, height: sh * 0.025, rx: 4, fill: '#9ca3af' })
          );
        }) +
        el('rect', { x: sx + sw * 0.08, y: sy + sh * 0.86, width: sw * 0.84, height: sh * 0.08, rx: sh * 0.04, fill: brandOrange })
      );
    case 'orders':
      return (
        frame +
        bar +
        repeat(3, (index) => {
          const ry = sy + sh * (0.15 + index * 0.13);
          return el('circle', { cx: sx + sw * 0.12, cy: ry + sh * 0.03, r: sh * 0.03, fill: ['#16a34a', '#f59e0b', '#2563eb'][index] ?? '#16a34a' }) + el('rect', { x: sx + sw * 0.22, y: ry, width: sw * 0.6, height: sh * 0.025, rx: 5, fill: '#9ca3af' }) + el('rect', { x: sx + sw * 0.22, y: ry + sh * 0.045, width: sw * 0.4, height: sh * 0.02, rx: 5, fill: '#d1d5db' });
        }) +
        repeat(6, (index) => {
          const bh = sh * between(random, 0.08, 0.3);
          return el('rect', { x: sx + sw * (0.1 + index * 0.14), y: sy + sh * 0.9 - bh, width: sw * 0.09, height: bh, rx: 4, fill: index === 5 ? brandOrange : '#fdba74' });
        })
      );
    case 'map':
      return (
        frame +
        el('rect', { x: sx, y: sy, width: sw, height: sh, rx: 10, fill: '#dcfce7' }) +
        el('path', { d: `M${sx} ${sy + sh * 0.3}h${sw}M${sx} ${sy + sh * 0.65}h${sw}M${sx + sw * 0.3} ${sy}v${sh}M${sx + sw * 0.72} ${sy}v${sh}`, stroke: '#fff', 'stroke-width': sw * 0.07 }) +
        el('path', { d: `M${sx + sw * 0.3} ${sy + sh * 0.85}V${sy + sh * 0.3}H${sx + sw * 0.72}V${sy + sh * 0.18}`, fill: 'none', stroke: brandOrange, 'stroke-width': sw * 0.035, 'stroke-dasharray': `${Math.round(sw * 0.06)} ${Math.round(sw * 0.04)}` }) +
        pin(sx + sw * 0.72, sy + sh * 0.16, sw * 0.09) +
        el('circle', { cx: sx + sw * 0.3, cy: sy + sh * 0.85, r: sw * 0.05, fill: '#2563eb', stroke: '#fff', 'stroke-width': 5 }) +
        el('rect', { x: sx + sw * 0.06, y: sy + sh * 0.02, width: sw * 0.88, height: sh * 0.08, rx: 10, fill: '#fff', opacity: 0.9 })
      );
    case 'pay':
      return (
        frame +
        bar +
        el('rect', { x: sx + sw * 0.1, y: sy + sh * 0.16, width: sw * 0.8, height: sh * 0.24, rx: 16, fill: '#1e3a8a' }) +
        el('rect', { x: sx + sw * 0.18, y: sy + sh * 0.22, width: sw * 0.16, height: sh * 0.05, rx: 4, fill: '#facc15' }) +
        line(sy + sh * 0.33, 0.5, '#93c5fd') +
        shield(sx + sw / 2, sy + sh * 0.6, sw * 0.2) +
        el('rect', { x: sx + sw * 0.08, y: sy + sh * 0.86, width: sw * 0.84, height: sh * 0.08, rx: sh * 0.04, fill: '#16a34a' })
      );
  }
}

export function pin(x: number, y: number, r: number): string {
  return el('path', { d: `M${x} ${y + r * 2.2}c${-r * 0.8}-${r} ${-r * 1.2}-${r * 1.5} ${-r * 1.2}-${r * 2.2}a${r * 1.2} ${r * 1.2} 0 1 1 ${r * 2.4} 0c0 ${r * 0.7}-${r * 0.4} ${r * 1.2}-${r * 1.2} ${r * 2.2}z`, fill: '#dc2626' }) + el('circle', { cx: x, cy: y, r: r * 0.45, fill: '#fff' });
}

export function shield(x: number, y: number, r: number): string {
  return el('path', { d: `M${x} ${y - r}l${r} ${r * 0.35}v${r * 0.5}q0 ${r}-${r} ${r * 1.3}q-${r}-${r * 0.3}-${r}-${r * 1.3}v-${r * 0.5}z`, fill: '#16a34a' }) + el('path', { d: `M${x - r * 0.4} ${y + r * 0.2}l${r * 0.3} ${r * 0.3}l${r * 0.55}-${r * 0.6}`, fill: 'none', stroke: '#fff', 'stroke-width': r * 0.15, 'stroke-linecap': 'round' });
}

/** A rider on a delivery motorbike, side view, facing right, wheels on y = `ground`; `scale` 1 is 520 px long. */
export function motorbike(x: number, ground: number, scale: number, box = brandOrange): string {
  const s = (value: number) => value * scale;
  const wheel = (cx: number) => el('circle', { cx: x + s(cx), cy: ground - s(70), r: s(70), fill: '#1f2937' }) + el('circle', { cx: x + s(cx), cy: ground - s(70), r: s(30), fill: '#9ca3af' });
  return (
    wheel(90) +
    wheel(430) +
    el('path', { d: `M${x + s(90)} ${ground - s(70)}L${x + s(200)} ${ground - s(170)}H${x + s(360)}L${x + s(430)} ${ground - s(70)}`, fill: 'none', stroke: '#dc2626', 'stroke-width': s(34), 'stroke-linejoin': 'round' }) +
    el('rect', { x: x + s(150), y: ground - s(200), width: s(160), height: s(40), rx: s(20), fill: '#111827' }) +
    el('rect', { x: x, y: ground - s(330), width: s(170), height: s(140), rx: s(14), fill: box }) +
    el('path', { d: `M${x + s(240)} ${ground - s(190)}l${s(40)}-${s(150)}l${s(90)} ${s(60)}`, fill: 'none', stroke: '#1e3a8a', 'stroke-width': s(44), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('circle', { cx: x + s(290), cy: ground - s(390), r: s(48), fill: '#facc15', stroke: '#111827', 'stroke-width': s(10) }) +
    el('path', { d: `M${x + s(370)} ${ground - s(270)}l${s(40)} ${s(100)}`, stroke: '#111827', 'stroke-width': s(16), 'stroke-linecap': 'round' })
  );
}
