import { z } from 'zod/mini';
import { idSchema, isRecord, jsonColumn, onUnlessFalseSchema } from './primitives';

/** Free-form styling the CMS passes through (colours, sizes); JSON string or object. */
const styleSettingsSchema = z.pipe(
  jsonColumn(z.nullish(z.record(z.string(), z.unknown()))),
  z.transform((style) => style ?? {}),
);

const storeLinksShape = {
  app_store_url: z.nullish(z.string()),
  google_play_url: z.nullish(z.string()),
  app_store_image: z.nullish(z.string()),
  google_play_image: z.nullish(z.string()),
};

/** The app-download banner of the home and about pages. */
export const appDownloadBannerSchema = z.object({
  id: z.nullish(idSchema),
  title: z.string().check(z.minLength(1)),
  subtitle: z.nullish(z.string()),
  ...storeLinksShape,
  phone_image: z.nullish(z.string()),
  circular_image: z.nullish(z.string()),
  left_image: z.nullish(z.string()),
  right_image: z.nullish(z.string()),
  background_color: z.nullish(z.string()),
  text_color: z.nullish(z.string()),
  is_active: onUnlessFalseSchema,
  banner_type: z.nullish(z.string()),
  animation_type: z.nullish(z.string()),
  style_settings: styleSettingsSchema,
});

/** One of the hero's animations; servers add their own tuning keys. */
const heroAnimationSchema = z.looseObject({
  enabled: z.nullish(z.boolean()),
});

export const heroAnimationSettingsSchema = z.pipe(
  jsonColumn(z.nullish(z.looseObject({ bike: z.nullish(heroAnimationSchema), cloud: z.nullish(heroAnimationSchema) }))),
  z.transform((settings) => settings ?? {}),
);

export const heroSectionSchema = z.object({
  id: z.nullish(idSchema),
  title: z.string().check(z.minLength(1)),
  subtitle: z.nullish(z.string()),
  description: z.nullish(z.string()),
  ...storeLinksShape,
  background_image: z.nullish(z.string()),
  background_color: z.nullish(z.string()),
  text_color: z.nullish(z.string()),
  style_settings: styleSettingsSchema,
  animation_settings: heroAnimationSettingsSchema,
});

/** `GET /components/full-hero-sections/active`: `{ success, full_hero_section }`. */
export const fullHeroSectionResponseSchema = z.object({
  success: z.boolean(),
  full_hero_section: z.nullish(heroSectionSchema),
  message: z.nullish(z.string()),
});

/** A banner wherever the answer keeps it: content services send it as app_download, appDownloadBanner or appDownload. */
export function pickAppDownloadBanner(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  return value.app_download ?? value.appDownloadBanner ?? value.appDownload ?? value.data;
}

export type AppDownloadBanner = z.infer<typeof appDownloadBannerSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;

/**
 * The rider crossing the hero: on unless its settings switch it off (`enabled: false`), with the
 * picture the service gives for it, if any.
 */
export function heroBike(hero: Pick<HeroSection, 'animation_settings'>): { image: string | null } | null {
  const { bike } = hero.animation_settings;
  if (!bike || bike.enabled === false) return null;
  return { image: typeof bike.image === 'string' ? bike.image : null };
}
export type FullHeroSectionResponse = z.infer<typeof fullHeroSectionResponseSchema>;
