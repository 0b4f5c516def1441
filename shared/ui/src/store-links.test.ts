import { linkedStores } from './store-links';

describe('linkedStores', () => {
  it('lists the stores with a link that can be followed, the App Store first, each with its badge', () => {
    expect(
      linkedStores({
        google_play_url: 'https://play.google.com/store/apps/details?id=zameats',
        google_play_image: '/api/images/badges/google-play.svg',
        app_store_url: 'https://apps.apple.com/app/zameats',
      }),
    ).toEqual([
      { store: 'App Store', url: 'https://apps.apple.com/app/zameats', image: undefined },
      { store: 'Google Play', url: 'https://play.google.com/store/apps/details?id=zameats', image: '/api/images/badges/google-play.svg' },
    ]);
  });

  it('leaves out a store without a link or with one that cannot be followed', () => {
    expect(linkedStores({ app_store_url: 'javascript:alert(1)', app_store_image: '/a.svg', google_play_url: '  ' })).toEqual([]);
  });
});
