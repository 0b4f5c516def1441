import type { Page } from '@playwright/test';

/** The phone most customers hold, whose width the journeys run at. */
export const widestPhone = { width: 390, height: 844 };

/** The phone widths every page and overlay must fit, each with the height of a phone of that width. */
export const phoneViewports = [{ width: 320, height: 568 }, { width: 360, height: 740 }, widestPhone];

/**
 * What does not fit the viewport, as sentences naming the element; none when everything fits.
 *
 * - The page must not scroll sideways.
 * - Every shown element lies within the viewport's width, unless a box of its own clips or scrolls
 *   it (a card cropping its picture, a row of meals meant to be swiped).
 * - A box that scrolls sideways must be meant to: a row with `scroll-snap-type: x`.
 * - Inside a fixed layer (a dialog, the drawer, the menu, the toast) elements also lie within the
 *   viewport's height, unless the layer scrolls them: nothing of an overlay is out of reach.
 * - Every control of the dialog holding the focus, scrolled into view, is what a tap there hits:
 *   no other layer (the tab bar, a message) lies over it; an open list (the countries) may, as
 *   drop-down lists do.
 *
 * Runs in the page; elements of 1 px or less (text only for screen readers) are left out, and
 * only the outermost element of a problem is named.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewWidth = document.documentElement.clientWidth;
    const viewHeight = window.innerHeight;
    const problems: string[] = [];
    const named = new Set<Element>();

    const describe = (element: Element): string => {
      const role = element.getAttribute('role');
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const landmark = element.closest('[role="dialog"], header, nav, main, footer, aside');
      const where = landmark && landmark !== element ? ` in ${landmark.getAttribute('aria-label') ?? landmark.tagName.toLowerCase()}` : '';
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${label ? ` "${label}"` : ''}>${text ? ` "${text}"` : ''}${where}`;
    };
    const report = (element: Element, what: string) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (named.has(parent)) return;
      named.add(element);
      problems.push(`${describe(element)} ${what}`);
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    if (document.documentElement.scrollWidth > viewWidth) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewWidth} px`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1 && !style.scrollSnapType.startsWith('x')) {
        report(element, `scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`);
      }
      let clipped = false;
      let clippedVertically = false;
      let fixed = style.position === 'fixed';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX !== 'visible') clipped = true;
        if (!fixed && parentStyle.overflowY !== 'visible') clippedVertically = true;
        if (parentStyle.position === 'fixed') fixed = true;
      }
      if (!clipped && (box.left < -1 || box.right > viewWidth + 1)) {
        report(element, `lies outside the viewport's width: from x = ${Math.round(box.left)} to ${Math.round(box.right)} of ${viewWidth}`);
      } else if (fixed && !clippedVertically && (box.top < -1 || box.bottom > viewHeight + 1)) {
        report(element, `lies outside the viewport's height: from y = ${Math.round(box.top)} to ${Math.round(box.bottom)} of ${viewHeight}`);
      }
    }

    const openLists = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].flatMap((opener) =>
      (opener.getAttribute('aria-controls') ?? '').split(' ').flatMap((id) => document.getElementById(id) ?? []),
    );
    const dialog = document.activeElement?.closest('[aria-modal="true"]');
    for (const control of dialog?.querySelectorAll('a[href], button, input, select, textarea, [role="option"]') ?? []) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && (hit === control || control.contains(hit) || hit.contains(control))) continue;
      if (hit && openLists.some((list) => list.contains(hit))) continue;
      report(control, `is covered by ${hit ? describe(hit) : 'nothing on screen'}`);
    }
    return problems;
  });
}
