import { absoluteUrl, withAbsoluteImageUrls } from './public-url';

const base = 'http://localhost:3000/api';

describe('public URLs', () => {
  it('puts stored paths on PUBLIC_URL and leaves absolute URLs alone', () => {
    expect(absoluteUrl(base, '/images/meals/chikanda-1.svg')).toBe(`${base}/images/meals/chikanda-1.svg`);
    expect(absoluteUrl(base, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(absoluteUrl(base, null)).toBeNull();
  });

  it('makes the image paths of a CMS document absolute, not its page links', () => {
    const document = { image_url: '/images/content/x.svg', link_url: '/user-app', items: [{ phone_image: '/images/content/y.svg' }], n: 3 };
    expect(withAbsoluteImageUrls(base, document)).toEqual({
      image_url: `${base}/images/content/x.svg`,
      link_url: '/user-app',
      items: [{ phone_image: `${base}/images/content/y.svg` }],
      n: 3,
    });
  });
});
