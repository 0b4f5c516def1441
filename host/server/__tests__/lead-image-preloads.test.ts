/** @jest-environment node */
import { createLeadImagePreloads } from '../lead-image-preloads';

const config = {
  apiUrl: '/api',
  contentUrl: '/api',
  remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' },
};

const hero = { success: true, full_hero_section: { title: 'Zambian flavours', background_image: 'https://zameats.example/api/images/content/hero.svg' } };

describe('the preloads of the pictures of a first screen', () => {
  it("names the home hero's picture, read from the API behind the proxy", async () => {
    const fetchJson = jest.fn().mockResolvedValue(hero);
    const leadImages = createLeadImagePreloads(config, 'http://127.0.0.1:4000', fetchJson);
    expect(await leadImages('/')).toEqual(['<https://zameats.example/api/images/content/hero.svg>; rel=preload; as=image; fetchpriority=high']);
    expect(fetchJson).toHaveBeenCalledWith('http://127.0.0.1:4000/api/components/full-hero-sections/active');
  });

  it("names the hero's other pictures after its own, without raising their priority", async () => {
    const badges = {
      ...hero.full_hero_section,
      app_store_url: 'https://apps.apple.com/app/zameats',
      app_store_image: '/api/images/badges/app-store.svg',
    };
    const leadImages = createLeadImagePreloads(config, 'http://127.0.0.1:4000', jest.fn().mockResolvedValue({ success: true, full_hero_section: badges }));
    expect(await leadImages('/')).toEqual([
      '<https://zameats.example/api/images/content/hero.svg>; rel=preload; as=image; fetchpriority=high',
      '</api/images/badges/app-store.svg>; rel=preload; as=image',
    ]);
  });

  it('names nothing for a page without one, or when the read fails', async () => {
    const failing = createLeadImagePreloads(config, 'http://127.0.0.1:4000', jest.fn().mockRejectedValue(new Error('api down')));
    expect(await failing('/')).toEqual([]);
    const fetchJson = jest.fn().mockResolvedValue(hero);
    expect(await createLeadImagePreloads(config, 'http://127.0.0.1:4000', fetchJson)('/cart')).toEqual([]);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('does not hold a page for a slow first read, and names the picture on the next one', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchJson = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const leadImages = createLeadImagePreloads(config, 'http://127.0.0.1:4000', fetchJson);
    const started = Date.now();
    expect(await leadImages('/')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    answer(hero);
    expect(await leadImages('/')).toHaveLength(1);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });
});
