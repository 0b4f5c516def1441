/** @jest-environment node */
import { createPageCache } from '../page-cache';
import type { RenderResult } from '../../ssr/render-page';
import { isWholePage } from '../page-rendering';

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves, `at` milliseconds after it starts (lru-cache takes a time of 0 for none). */
function testClock() {
  let time = 1;
  return { now: () => time, at: (ms: number) => void (time = 1 + ms) };
}

describe('the page cache', () => {
  it('serves a rendering again for its time to live, then renders anew', async () => {
    let version = 0;
    const render = jest.fn(async () => `menu v${(version += 1)}`);
    const clock = testClock();
    const cached = createPageCache<string>({ ttlMs: 1000, maxEntries: 10, keep: () => true, clock });
    expect(await cached('/menu', render)).toBe('menu v1');
    clock.at(999);
    expect(await cached('/menu', render)).toBe('menu v1');
    clock.at(1001);
    expect(await cached('/menu', render)).toBe('menu v2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('has the visitors who ask while a page renders wait for that rendering', async () => {
    let finish: (page: string) => void = () => undefined;
    const render = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const cached = createPageCache<string>({ ttlMs: 1000, maxEntries: 10, keep: () => true });
    const visitors = [cached('/menu', render), cached('/menu', render), cached('/menu', render)];
    finish('menu');
    expect(await Promise.all(visitors)).toEqual(['menu', 'menu', 'menu']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps apart addresses, and forgets a rendering it must not keep or that failed', async () => {
    const cached = createPageCache<string>({ ttlMs: 1000, maxEntries: 10, keep: (page) => !page.includes('fallback') });
    const render = jest.fn(async () => 'fallback menu');
    await cached('/menu', render);
    await settled();
    await cached('/menu', render);
    expect(render).toHaveBeenCalledTimes(2);

    const failing = jest.fn(async () => Promise.reject(new Error('worker gone')));
    await expect(cached('/about', failing)).rejects.toThrow('worker gone');
    await settled();
    await expect(cached('/about', failing)).rejects.toThrow('worker gone');
    expect(failing).toHaveBeenCalledTimes(2);

    expect(await cached('/blog', async () => 'blog')).toBe('blog');
  });

  it('keeps at most maxEntries addresses, forgetting the least recently asked', async () => {
    const render = jest.fn(async () => 'page');
    const cached = createPageCache<string>({ ttlMs: 1000, maxEntries: 2, keep: () => true });
    for (const address of ['/a', '/b', '/c', '/b']) await cached(address, render);
    expect(render).toHaveBeenCalledTimes(3);
    await cached('/a', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing with no time to live', async () => {
    const render = jest.fn(async () => 'page');
    const cached = createPageCache<string>({ ttlMs: 0, maxEntries: 2, keep: () => true });
    await cached('/a', render);
    await cached('/a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('the pages the server serves again', () => {
  const page = {
    kind: 'page',
    status: 200,
    document: '<!doctype html><html><body><main></main></body></html>',
    leftToBrowser: [],
    readFailed: false,
    routes: {},
    cookies: [],
    page: null,
  } satisfies RenderResult;

  it('are whole pages: found, with every read answered and nothing left to the browser', () => {
    expect(isWholePage(page)).toBe(true);
    expect(isWholePage({ ...page, status: 404 })).toBe(false);
    expect(isWholePage({ ...page, leftToBrowser: ['shop:/menu'] })).toBe(false);
    expect(isWholePage({ ...page, readFailed: true })).toBe(false);
    expect(isWholePage({ kind: 'redirect', status: 302, location: '/', cookies: [] })).toBe(false);
    expect(isWholePage(null)).toBe(false);
  });
});
