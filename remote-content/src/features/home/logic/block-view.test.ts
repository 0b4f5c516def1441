import type { AppDownloadBanner, HeroSection, Highlight } from '@storefront/api-client';
import type { LoadState } from '@storefront/ui';
import { bannerOrDefault, bannerView, heroAnimations, heroView, listBlockView, visibleHighlights } from './block-view';
import { DEFAULT_HERO } from './default-hero';

const loading = { status: 'loading' } as const;
const failed = { status: 'error', error: new Error('down') } as const;
const loaded = <T>(data: T): LoadState<T> => ({ status: 'success', data });

const highlight = (title: string, sort_order: number, is_active = true): Highlight => ({
  title,
  sort_order,
  is_active,
  is_featured: false,
});

const banner = (overrides: Partial<AppDownloadBanner> = {}): AppDownloadBanner => ({
  title: 'Get the app',
  is_active: true,
  style_settings: {},
  ...overrides,
});

describe('listBlockView', () => {
  const options = { defaults: ['default'], failureNotice: 'Showing defaults', emptyMessage: 'Nothing here' };

  it('is loading, then shows the loaded items', () => {
    expect(listBlockView(loading, options)).toEqual({ status: 'loading' });
    expect(listBlockView(loaded(['a', 'b']), options)).toEqual({ status: 'shown', items: ['a', 'b'], notice: null });
  });

  it('shows the defaults with the notice when the load fails', () => {
    expect(listBlockView(failed, options)).toEqual({ status: 'shown', items: ['default'], notice: 'Showing defaults' });
  });

  it('says so when there is nothing, or shows the defaults quietly where the block has no empty message', () => {
    expect(listBlockView(loaded([]), options)).toEqual({ status: 'empty', message: 'Nothing here' });
    expect(listBlockView(loaded([]), { ...options, emptyMessage: undefined })).toEqual({
      status: 'shown',
      items: ['default'],
      notice: null,
    });
  });

  it('applies the selection before deciding it is empty', () => {
    const view = listBlockView(loaded([highlight('Off', 1, false)]), { ...options, defaults: [], select: visibleHighlights });
    expect(view).toEqual({ status: 'empty', message: 'Nothing here' });
  });
});

describe('visibleHighlights', () => {
  it('keeps the active ones in their sort order', () => {
    const shown = visibleHighlights([highlight('C', 3), highlight('Hidden', 0, false), highlight('A', 1), highlight('B', 2)]);
    expect(shown.map((item) => item.title)).toEqual(['A', 'B', 'C']);
  });
});

describe('heroView', () => {
  const hero: HeroSection = { ...DEFAULT_HERO, title: 'From the service' };

  it('shows the active hero, the default when the call fails, and says when there is none', () => {
    expect(heroView(loading)).toEqual({ status: 'loading' });
    expect(heroView(loaded(hero))).toEqual({ status: 'shown', hero });
    expect(heroView(failed)).toEqual({ status: 'shown', hero: DEFAULT_HERO });
    expect(heroView(loaded(null))).toEqual({ status: 'missing' });
  });
});

describe('heroAnimations', () => {
  it('runs the clouds the settings switch on, with their count, and never the rider', () => {
    const hero: HeroSection = {
      ...DEFAULT_HERO,
      animation_settings: { bike: { enabled: true, image: '/images/bike.svg' }, cloud: { enabled: true, count: 4 } },
    };
    expect(heroAnimations(hero)).toEqual({ clouds: 4 });
  });

  it('runs nothing switched off or missing, and caps the clouds', () => {
    expect(heroAnimations({ ...DEFAULT_HERO, animation_settings: {} })).toEqual({ clouds: 0 });
    expect(
      heroAnimations({ ...DEFAULT_HERO, animation_settings: { bike: { enabled: false }, cloud: { enabled: true, count: 99 } } }),
    ).toEqual({ clouds: 6 });
  });
});

describe('banners', () => {
  const fallback = banner({ title: 'Default' });

  it('shows the given banner, the default when there is none, nothing when it is switched off', () => {
    expect(bannerOrDefault(banner(), fallback)).toEqual({ status: 'shown', banner: banner() });
    expect(bannerOrDefault(null, fallback)).toEqual({ status: 'shown', banner: fallback });
    expect(bannerOrDefault(banner({ is_active: false }), fallback)).toEqual({ status: 'hidden' });
  });

  it('takes the banner from a load, with the default when it fails', () => {
    const pick = (content: { appDownload?: AppDownloadBanner }) => content.appDownload;
    expect(bannerView(loading, pick, fallback)).toEqual({ status: 'loading' });
    expect(bannerView(failed, pick, fallback)).toEqual({ status: 'shown', banner: fallback });
    expect(bannerView(loaded({ appDownload: banner() }), pick, fallback)).toEqual({ status: 'shown', banner: banner() });
  });
});
