import { type AppDownloadBanner, type HeroSection, type Highlight } from '@storefront/api-client';
import { type LoadState } from '@storefront/ui';
import { DEFAULT_HERO } from './default-hero';

/** What a list block of the page shows: skeletons, items (with a notice when they are defaults) or an empty message. */
export type ListBlockView<T> =
  | { status: 'loading' }
  | { status: 'shown'; items: T[]; notice: string | null }
  | { status: 'empty'; message: string };

export interface ListBlockOptions<T> {
  defaults: T[];
  /** Shown above the defaults when the load failed. */
  failureNotice: string;
  /** Shown when the service answers with nothing to show; without it the defaults are shown instead. */
  emptyMessage?: string;
  /** Which of the loaded items to show, in which order. */
  select?: (items: T[]) => T[];
}

export function listBlockView<T>(state: LoadState<T[]>, options: ListBlockOptions<T>): ListBlockView<T> {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'shown', items: options.defaults, notice: options.failureNotice };
  const items = options.select ? options.select(state.data) : state.data;
  if (items.length > 0) return { status: 'shown', items, notice: null };
  return options.emptyMessage === undefined
    ? { status: 'shown', items: options.defaults, notice: null }
    : { status: 'empty', message: options.emptyMessage };
}

/** The active highlights in their sort order. */
export function visibleHighlights(highlights: Highlight[]): Highlight[] {
  return highlights.filter((highlight) => highlight.is_active).sort((a, b) => a.sort_order - b.sort_order);
}

export type HeroView = { status: 'loading' } | { status: 'shown'; hero: HeroSection } | { status: 'missing' };

/**
 * The hero: the active hero section; the built-in default when the call fails; and 'Error Loading
 * Content' when the service answers that it has no hero at all.
 */
export function heroView(state: LoadState<HeroSection | null>): HeroView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'shown', hero: DEFAULT_HERO };
  return state.data ? { status: 'shown', hero: state.data } : { status: 'missing' };
}

export type BannerView = { status: 'loading' } | { status: 'hidden' } | { status: 'shown'; banner: AppDownloadBanner };

/** A banner: the one given, its default when there is none, nothing when the service switched it off. */
export function bannerOrDefault(banner: AppDownloadBanner | null | undefined, fallback: AppDownloadBanner): BannerView {
  if (!banner) return { status: 'shown', banner: fallback };
  return banner.is_active ? { status: 'shown', banner } : { status: 'hidden' };
}

/** A banner taken from a load: skeleton while loading, its default on failure. */
export function bannerView<T>(
  state: LoadState<T>,
  pick: (content: T) => AppDownloadBanner | null | undefined,
  fallback: AppDownloadBanner,
): BannerView {
  if (state.status === 'loading') return { status: 'loading' };
  return bannerOrDefault(state.status === 'success' ? pick(state.data) : null, fallback);
}

/**
 * The hero's moving decoration: clouds only. The rider the service may switch on is not drawn: a
 * small scooter crossing under the store badges read as a stray picture, not as a rider on a road.
 */
export interface HeroAnimations {
  clouds: number;
}

const MAX_CLOUDS = 6;

/** The hero's animations as its settings switch them (on unless `enabled: false`). */
export function heroAnimations(hero: HeroSection): HeroAnimations {
  const { cloud } = hero.animation_settings;
  const cloudCount = cloud && typeof cloud.count === 'number' && Number.isFinite(cloud.count) ? cloud.count : 3;
  return {
    clouds: cloud && cloud.enabled !== false ? Math.max(0, Math.min(MAX_CLOUDS, Math.round(cloudCount))) : 0,
  };
}
