import { robotsTxt, sitemapXml } from '../site-files';

describe('sitemapXml', () => {
  it('lists each page at the public origin, its query escaped for XML', () => {
    const xml = sitemapXml(['/', '/food/m-1', '/apply?position=5&ref=x'], 'https://zameats.example');
    expect(xml).toContain('<loc>https://zameats.example/</loc>');
    expect(xml).toContain('<loc>https://zameats.example/food/m-1</loc>');
    expect(xml).toContain('<loc>https://zameats.example/apply?position=5&amp;ref=x</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the pages listed as theirs to leave, a route with parameters by its folder, and names the sitemap', () => {
    const robots = robotsTxt(['/user/dashboard', '/user/orders/:id', '/cart', '/auth/login'], 'https://zameats.example');
    expect(robots.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /auth/login',
      'Disallow: /cart',
      'Disallow: /user/dashboard',
      'Disallow: /user/orders/',
      '',
      'Sitemap: https://zameats.example/sitemap.xml',
      '',
    ]);
  });
});
