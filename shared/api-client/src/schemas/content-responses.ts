import { z } from 'zod/mini';
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
import { listAt, preprocess } from './primitives';

/** The answers of `GET /content/{key}`, one schema per content key. */

const listOf = <S extends z.ZodMiniType>(item: S) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((items) => items ?? []),
  );

export const homepageContentSchema = z.object({
  hero: z.nullish(heroSectionSchema),
  appDownload: z.nullish(appDownloadBannerSchema),
  features: listOf(featureCardSchema),
  highlights: listOf(highlightSchema),
  faqs: listOf(faqSchema),
  appDownloadBanner: z.nullish(appDownloadBannerSchema),
});

export const aboutContentSchema = z.object({
  page: aboutPageSchema,
  team_focus: listOf(teamFocusItemSchema),
  features: listOf(featureCardSchema),
  faqs: listOf(faqSchema),
  app_download: z.nullish(appDownloadBannerSchema),
});

export const faqsContentSchema = z.object({
  page: z.nullish(cmsPageSchema),
  faqs: listOf(faqSchema),
});

/** blog, contact and careers: a page whose text the page shows around its own data. */
export const pageContentSchema = z.object({
  page: z.nullish(cmsPageSchema),
});

export const privacyContentSchema = z.object({
  page: policyPageSchema,
});

export const heroContentSchema = z.object({
  hero: z.nullish(heroSectionSchema),
});

/** The banner under whichever name the answer uses; the parsed answer has it as `app_download`. */
export const appDownloadContentSchema = preprocess(
  (value) => ({ app_download: pickAppDownloadBanner(value) }),
  z.object({ app_download: z.nullish(appDownloadBannerSchema) }),
);

/** A navigation entry; servers call its text label, text or title. */
export const navigationLinkSchema = z.pipe(
  z
    .object({
      label: z.nullish(z.string()),
      text: z.nullish(z.string()),
      title: z.nullish(z.string()),
      url: z.string(),
    })
    .check(z.refine((link) => Boolean(link.label || link.text || link.title), { message: 'A navigation link needs a label' })),
  z.transform((link) => ({ label: link.label || link.text || link.title || '', url: link.url })),
);

export const navigationContentSchema = z.pipe(
  listAt(['items', 'navigation', 'links', 'data'], navigationLinkSchema),
  z.transform((items) => ({ items })),
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
