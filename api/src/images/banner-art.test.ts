import { slugify } from '../lib/slug';
import { seedBlogPosts } from '../seed/blog-posts';
import { printedText, svgProblems } from '../test-support/svg-checks';
import { BLOG_TITLE_BOX, blogArt, contentArt } from './banner-art';
import { renderImage } from './render-image';

describe('blog covers', () => {
  it.each(seedBlogPosts.map((post) => [slugify(post.title), post.title]))('%s shows its whole title', (slug, title) => {
    const svg = renderImage('blog', slug) ?? '';
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
    expect(printedText(svg).replace(/\s+/g, ' ')).toBe(title);
    expect(svg.length).toBeLessThan(2000);
  });

  it('escapes quotes, ampersands and angle brackets and keeps apostrophes', () => {
    const svg = blogArt('x', `Tom & Jerry's "Best" <Nshima> Spots`);
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toContain('Tom &#38; Jerry&#39;s');
    expect(printedText(svg).replace(/\s+/g, ' ')).toBe(`Tom & Jerry's "Best" <Nshima> Spots`);
  });

  it('keeps every line of a long title inside the part the cards and the post header show', () => {
    const title = 'Everything You Wanted to Know About Nshima, Kapenta, Chikanda, Village Chicken and the Kitchens of Lusaka, Kitwe, Ndola and Livingstone';
    const svg = blogArt('long', title);
    const size = Number(/font-size="(\d+)"/.exec(svg)?.[1]);
    const firstY = Number(/<text y="(\d+)"/.exec(svg)?.[1]);
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1] ?? '');
    expect(lines.join(' ')).toBe(title);
    const lastBaseline = firstY + (lines.length - 1) * Math.round(size * 1.18);
    expect(firstY - size).toBeGreaterThanOrEqual(BLOG_TITLE_BOX.y - 10);
    expect(lastBaseline).toBeLessThanOrEqual(BLOG_TITLE_BOX.y + BLOG_TITLE_BOX.height);
    for (const line of lines) expect(line.length * size * 0.62).toBeLessThanOrEqual(BLOG_TITLE_BOX.width);
  });

  it('reads a slug it does not know as words', () => {
    expect(printedText(blogArt('food-safety'))).toBe('Food Safety');
  });
});

describe('content pictures', () => {
  it.each([
    'hero-market-table',
    'delivery-bike',
    'app-phone-preview',
    'app-phone-mockup',
    'user-app-phone',
    'merchant-app-phone',
    'rider-app-phone',
    'try-the-app',
    'become-a-merchant',
    'become-a-rider',
    'fast-delivery',
    'local-favourites',
    'secure-payments',
    'live-tracking',
    'catering-events',
    'wallet-rewards',
    'about-our-story',
    'catering-wedding-feast',
    'catering-braai-night',
    'something-the-cms-added',
  ])('%s is a small, valid SVG with no caption written on it', (name) => {
    const svg = contentArt(name);
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800" viewBox="0 0 1200 800"/);
    expect(printedText(svg)).toBe('');
    expect(svg.length).toBeLessThan(4000);
  });

  it('draws the pictures of one page differently', () => {
    const names = ['user-app-phone', 'merchant-app-phone', 'rider-app-phone', 'become-a-merchant', 'become-a-rider'];
    expect(new Set(names.map(contentArt)).size).toBe(names.length);
  });
});
