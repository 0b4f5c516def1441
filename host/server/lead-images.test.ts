import { leadImagesRead } from './first-reads';

const config = { apiUrl: 'https://api.zameats.example/api', contentUrl: 'https://cms.zameats.example/v1' };

const meal = (url: string) => ({
  id: 1,
  uuid: 'u-1',
  name: 'Nshima with beef stew',
  price: 85,
  image: [{ url, name: 'beef' }],
  vendor: { uuid: 'v-1', name: 'Mama Kitchen' },
});

describe('leadImagesRead', () => {
  it("reads the home hero's pictures from the hero section, its own first", () => {
    const lead = leadImagesRead('/', config);
    expect(lead?.readUrl).toBe('https://cms.zameats.example/v1/components/full-hero-sections/active');
    const answer = { success: true, full_hero_section: { title: 'Zambian flavours', background_image: 'https://img.example/hero.jpg' } };
    expect(lead?.pick(answer)).toEqual(['https://img.example/hero.jpg']);
  });

  it("reads with the hero's picture its bike and the badges of the stores it links to, as the hero shows them", () => {
    const hero = {
      title: 'Zambian flavours',
      background_image: '/api/images/content/hero.svg',
      app_store_url: 'https://apps.apple.com/app/zameats',
      app_store_image: '/api/images/badges/app-store.svg',
      google_play_url: 'https://play.google.com/store/apps/details?id=zameats',
      google_play_image: '/api/images/badges/google-play.svg',
      animation_settings: { bike: { enabled: true, image: '/api/images/content/bike.svg' } },
    };
    const pick = (fields: object) => leadImagesRead('/', config)?.pick({ success: true, full_hero_section: { ...hero, ...fields } });
    expect(pick({})).toEqual([
      '/api/images/content/hero.svg',
      '/api/images/content/bike.svg',
      '/api/images/badges/app-store.svg',
      '/api/images/badges/google-play.svg',
    ]);
    // A bike switched off and a store without a link show no picture, so none is fetched.
    expect(pick({ animation_settings: { bike: { enabled: false, image: '/api/images/content/bike.svg' } }, google_play_url: null })).toEqual([
      '/api/images/content/hero.svg',
      '/api/images/badges/app-store.svg',
    ]);
  });

  it("reads the first meal's picture on the menu and the meal's own on its page", () => {
    const products = { data: { products: [meal('https://img.example/1.jpg'), meal('https://img.example/2.jpg')] } };
    expect(leadImagesRead('/menu', config)?.pick(products)).toEqual(['https://img.example/1.jpg']);
    const food = leadImagesRead('/food/u-1', config);
    expect(food?.readUrl).toBe('https://api.zameats.example/api/products/u-1');
    expect(food?.pick({ data: meal('https://img.example/9.jpg') })).toEqual(['https://img.example/9.jpg']);
  });

  it("reads the first post's picture on the blog and the post's own on its page", () => {
    const post = { id: 1, title: 'Munkoyo', slug: 'munkoyo', image: '/api/images/blog/munkoyo.svg' };
    expect(leadImagesRead('/blog', config)?.pick({ data: [post], pagination: { last_page: 1 } })).toEqual(['/api/images/blog/munkoyo.svg']);
    expect(leadImagesRead('/blog/munkoyo', config)?.pick({ post })).toEqual(['/api/images/blog/munkoyo.svg']);
  });

  it('names no picture a page would not show: an unsafe address, a malformed answer, a page without one', () => {
    expect(leadImagesRead('/', config)?.pick({ success: true, full_hero_section: { title: 'x', background_image: 'javascript:alert(1)' } })).toEqual([]);
    expect(leadImagesRead('/menu', config)?.pick('<html>')).toEqual([]);
    expect(leadImagesRead('/menu', config)?.pick({ data: { products: [] } })).toEqual([]);
    expect(leadImagesRead('/cart', config)).toBeNull();
    expect(leadImagesRead('/user/dashboard', config)).toBeNull();
  });
});
