import { openableStoreLinks, RIDER_APP_STORES } from './rider-signup';

describe('openableStoreLinks', () => {
  it('keeps only http(s) links', () => {
    expect(openableStoreLinks(RIDER_APP_STORES)).toEqual(RIDER_APP_STORES);
    expect(
      openableStoreLinks([
        { store: 'App Store', label: 'A', url: 'javascript:alert(1)' },
        { store: 'Google Play', label: 'B', url: 'data:text/html,hi' },
        { store: 'Google Play', label: 'C', url: 'http://play.example/rider' },
      ]),
    ).toEqual([{ store: 'Google Play', label: 'C', url: 'http://play.example/rider' }]);
  });
});
