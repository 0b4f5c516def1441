import { knowRoutes } from '../page-routes';
import { remoteOwningHref } from '../route-owner';

describe('remoteOwningHref', () => {
  const origin = 'https://zameats.example';
  beforeAll(() => knowRoutes({ shop: ['/menu', '/food/:id'], careers: ['/careers'] }));

  it('reads the path of a link to this site, query and hash aside', () => {
    expect(remoteOwningHref('https://zameats.example/menu?search=nshima#top', origin)).toBe('shop');
    expect(remoteOwningHref('/careers', origin)).toBe('careers');
    expect(remoteOwningHref('/food/42', origin)).toBe('shop');
    expect(remoteOwningHref('/no-such-page', origin)).toBeNull();
  });

  it('ignores links to other sites and addresses that are not links to pages', () => {
    expect(remoteOwningHref('https://other.example/menu', origin)).toBeNull();
    expect(remoteOwningHref('mailto:help@zameats.example', origin)).toBeNull();
    expect(remoteOwningHref('http://[bad', origin)).toBeNull();
  });
});
