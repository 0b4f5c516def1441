import { leadImageRead } from './first-reads';

const config = { apiUrl: 'https://api.zameats.example/api', contentUrl: 'https://cms.zameats.example/v1' };

const meal = (url: string) => ({
  id: 1,
  uuid: 'u-1',
  name: 'Nshima with beef stew',
  price: 85,
  image: [{ url, name: 'beef' }],
  vendor: { uuid: 'v-1', name: 'Mama Kitchen' },
});

describe('leadImageRead', () => {
  it("reads the home hero's picture from the hero section", () => {
    const lead = leadImageRead('/', config);
    expect(lead?.readUrl).toBe('https://cms.zameats.example/v1/components/full-hero-sections/active');
    const answer = { success: true, full_hero_section: { title: 'Zambian flavours', background_image: 'https://img.example/hero.jpg' } };
    expect(lead?.pick(answer)).toBe('https://img.example/hero.jpg');
  });

  it("reads the first meal's picture on the menu and the meal's own on its page", () => {
    const products = { data: { products: [meal('https://img.example/1.jpg'), meal('https://img.example/2.jpg')] } };
    expect(leadImageRead('/menu', config)?.pick(products)).toBe('https://img.example/1.jpg');
    const food = leadImageRead('/food/u-1', config);
    expect(food?.readUrl).toBe('https://api.zameats.example/api/products/u-1');
    expect(food?.pick({ data: meal('https://img.example/9.jpg') })).toBe('https://img.example/9.jpg');
  });

  it("reads the first post's picture on the blog and the post's own on its page", () => {
    const post = { id: 1, title: 'Munkoyo', slug: 'munkoyo', image: '/api/images/blog/munkoyo.svg' };
    expect(leadImageRead('/blog', config)?.pick({ data: [post], pagination: { last_page: 1 } })).toBe('/api/images/blog/munkoyo.svg');
    expect(leadImageRead('/blog/munkoyo', config)?.pick({ post })).toBe('/api/images/blog/munkoyo.svg');
  });

  it('names no picture a page would not show: an unsafe address, a malformed answer, a page without one', () => {
    expect(leadImageRead('/', config)?.pick({ success: true, full_hero_section: { title: 'x', background_image: 'javascript:alert(1)' } })).toBeUndefined();
    expect(leadImageRead('/menu', config)?.pick('<html>')).toBeUndefined();
    expect(leadImageRead('/menu', config)?.pick({ data: { products: [] } })).toBeUndefined();
    expect(leadImageRead('/cart', config)).toBeNull();
    expect(leadImageRead('/user/dashboard', config)).toBeNull();
  });
});
