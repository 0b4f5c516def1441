import { z } from 'zod';
import { appDownloadBannerSchema, heroSectionSchema, pickAppDownloadBanner } from './cms-banners';
import { faqSchema, featureCardSchema, highlightSchema, teamFocusItemSchema } from './cms-cards';
import {
  aboutPageSchema,
  cmsPageSchema,
  merchantAppContentSchema,
  riderAppContentSchema,
  userAppContentSchema,
} from './cms-pages';
import { policyPageSchema } from './policy';
import { listAt } from './primitives';

/** The answers of `GET /content/{key}`, one schema per key of content spec §7. */

const listOf = <S extends z.ZodType>(item: S) => z.array(item).nullish().transform((items) => items ?? []);

export const homepageContentSchema = z.object({
  hero: heroSectionSchema.nullish(),
  appDownload: appDownloadBannerSchema.nullish(),
  features: listOf(featureCardSchema),
  highlights: listOf(highlightSchema),
  faqs: listOf(faqSchema),
  appDownloadBanner: appDownloadBannerSchema.nullish(),
});

export const aboutContentSchema = z.object({
  page: aboutPageSchema,
  team_focus: listOf(teamFocusItemSchema),
  features: listOf(featureCardSchema),
  faqs: listOf(faqSchema),
  app_download: appDownloadBannerSchema.nullish(),
});

export const faqsContentSchema = z.object({
  page: cmsPageSchema.nullish(),
  faqs: listOf(faqSchema),
});

/** blog, contact and careers: a page whose text the page shows around its own data. */
export const pageContentSchema = z.object({
  page: cmsPageSchema.nullish(),
});

export const privacyContentSchema = z.object({
  page: policyPageSchema,
});

export const heroContentSchema = z.object({
  hero: heroSectionSchema.nullish(),
});

/** The banner under whichever name the answer uses; the parsed answer has it as `app_download`. */
export const appDownloadContentSchema = z.preprocess(
  (value) => ({ app_download: pickAppDownloadBanner(value) }),
  z.object({ app_download: appDownloadBannerSchema.nullish() }),
);

/** A navigation entry; servers call its text label, text or title. */
export const navigationLinkSchema = z
  .object({
    label: z.string().nullish(),
    text: z.string().nullish(),
    title: z.string().nullish(),
    url: z.string(),
  })
  .refine((link) => Boolean(link.label || link.text || link.title), { message: 'A navigation link needs a label' })
  .transform((link) => ({ label: link.label || link.text || link.title || '', url: link.url }));

export const navigationContentSchema = listAt(['items', 'navigation', 'links', 'data'], navigationLinkSchema).transform(
  (items) => ({ items }),
);

export const contentResponseSchemas = {
  homepage: homepageContentSchema,
  about: aboutContentSchema,
  faqs: faqsContentSchema,
  blog: pageContentSchema,
  contact: pageContentSchema,
  careers: pageContentSchema,
  privacy: privacyContentSchema,
  'rider-app': riderAppContentSchema,
  'user-app': userAppContentSchema,
  'merchant-app': merchantAppContentSchema,
  navigation: navigationContentSchema,
  hero: heroContentSchema,
  'app-download': appDownloadContentSchema,
} as const;

/** The keys read through `GET /content/{key}`. */
export type ContentPageKey = keyof typeof contentResponseSchemas;
export type ContentPageOf<K extends ContentPageKey> = z.infer<(typeof contentResponseSchemas)[K]>;

export type HomepageContent = z.infer<typeof homepageContentSchema>;
export type AboutContent = z.infer<typeof aboutContentSchema>;
export type FaqsContent = z.infer<typeof faqsContentSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
export type PrivacyContent = z.infer<typeof privacyContentSchema>;
export type HeroContent = z.infer<typeof heroContentSchema>;
export type AppDownloadContent = z.infer<typeof appDownloadContentSchema>;
export type NavigationLink = z.infer<typeof navigationLinkSchema>;
export type NavigationContent = z.infer<typeof navigationContentSchema>;
