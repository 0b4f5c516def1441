import { z } from 'zod';
import { idSchema, isRecord, jsonColumn, onUnlessFalseSchema } from './primitives';

/** Free-form styling the CMS passes through (colours, sizes); JSON string or object. */
const styleSettingsSchema = jsonColumn(z.record(z.string(), z.unknown()).nullish()).transform((style) => style ?? {});

const storeLinksShape = {
  app_store_url: z.string().nullish(),
  google_play_url: z.string().nullish(),
  app_store_image: z.string().nullish(),
  google_play_image: z.string().nullish(),
};

/** The app-download banner of the home and about pages. */
export const appDownloadBannerSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().min(1),
  subtitle: z.string().nullish(),
  ...storeLinksShape,
  phone_image: z.string().nullish(),
  circular_image: z.string().nullish(),
  left_image: z.string().nullish(),
  right_image: z.string().nullish(),
  background_color: z.string().nullish(),
  text_color: z.string().nullish(),
  is_active: onUnlessFalseSchema,
  banner_type: z.string().nullish(),
  animation_type: z.string().nullish(),
  style_settings: styleSettingsSchema,
});

/** One of the hero's animations; servers add their own tuning keys. */
const heroAnimationSchema = z.looseObject({
  enabled: z.boolean().nullish(),
});

export const heroAnimationSettingsSchema = jsonColumn(
  z.looseObject({ bike: heroAnimationSchema.nullish(), cloud: heroAnimationSchema.nullish() }).nullish(),
).transform((settings) => settings ?? {});

export const heroSectionSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().min(1),
  subtitle: z.string().nullish(),
  description: z.string().nullish(),
  ...storeLinksShape,
  background_image: z.string().nullish(),
  background_color: z.string().nullish(),
  text_color: z.string().nullish(),
  style_settings: styleSettingsSchema,
  animation_settings: heroAnimationSettingsSchema,
});

/** `GET /components/full-hero-sections/active`: `{ success, full_hero_section }`. */
export const fullHeroSectionResponseSchema = z.object({
  success: z.boolean(),
  full_hero_section: heroSectionSchema.nullish(),
  message: z.string().nullish(),
});

/** A banner wherever the answer keeps it: the spec names app_download, appDownloadBanner and appDownload. */
export function pickAppDownloadBanner(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  return value.app_download ?? value.appDownloadBanner ?? value.appDownload ?? value.data;
}

export type AppDownloadBanner = z.infer<typeof appDownloadBannerSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;
export type FullHeroSectionResponse = z.infer<typeof fullHeroSectionResponseSchema>;
