import { contentLinkTarget, safeColor, safeImageSrc } from './content-links';

describe('contentLinkTarget', () => {
  it.each([
    ['/user-app', { kind: 'internal', to: '/user-app' }],
    ['  /faq#top ', { kind: 'internal', to: '/faq#top' }],
    ['https://play.google.com/store/apps/details?id=zm', { kind: 'external', href: 'https://play.google.com/store/apps/details?id=zm' }],
    ['http://example.com', { kind: 'external', href: 'http://example.com' }],
  ])('opens %s', (url, target) => {
    expect(contentLinkTarget(url)).toEqual(target);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:hello@zameats.co.zm',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'user-app',
    '',
    '   ',
    null,
    undefined,
  ])('drops %p', (url) => {
    expect(contentLinkTarget(url)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it('keeps http(s) addresses and site paths', () => {
    expect(safeImageSrc('https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(safeImageSrc('/images/content/a.svg')).toBe('/images/content/a.svg');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//cdn.test/a.svg', '/\\cdn.test/a.svg', 'a.svg', null])(
    'drops %p',
    (src) => {
      expect(safeImageSrc(src)).toBeUndefined();
    },
  );
});

describe('safeColor', () => {
  it.each(['#fff', '#c2410c', '#c2410cff', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(20 90% 40%)', 'white'])('keeps %s', (color) => {
    expect(safeColor(color)).toBe(color);
  });

  it.each(['url(https://evil.test/x.png)', 'red; background: url(x)', 'expression(alert(1))', '#zzz', '', null])('drops %p', (color) => {
    expect(safeColor(color)).toBeUndefined();
  });
});
