import { z } from 'zod';
import { idSchema, jsonColumn, listAt, numericSchema, objectAt, onUnlessFalseSchema } from './primitives';

const freeFormDataSchema = jsonColumn(z.record(z.string(), z.unknown()).nullish()).transform((data) => data ?? {});

/** A page of the content service (`/pages/{slug}`, `/pages/published`, generic `/content/{key}`). */
export const cmsPageSchema = z.object({
  id: idSchema.nullish(),
  slug: z.string().nullish(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  page_data: freeFormDataSchema,
});

/** Every optional section of /about shows unless its flag is false. */
export const aboutPageDataSchema = z.looseObject({
  show_vision_mission: onUnlessFalseSchema,
  show_team_focus: onUnlessFalseSchema,
  show_features: onUnlessFalseSchema,
  show_faqs: onUnlessFalseSchema,
  show_app_download: onUnlessFalseSchema,
});

export const aboutPageSchema = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  background_color: z.string().nullish(),
  page_data: jsonColumn(aboutPageDataSchema.nullish()).transform((data) => data ?? aboutPageDataSchema.parse({})),
});

/** Benefit card colours the customer-app page knows; anything else shows as blue. */
export const appBenefitColors = ['blue', 'green', 'yellow'] as const;

export const appBenefitSchema = z.object({
  icon: z.string().nullish(),
  title: z.string().min(1),
  description: z.string().nullish(),
  color: z.enum(appBenefitColors).catch('blue'),
});

export const appFeatureSchema = z.union([
  z.string().transform((title) => ({ title, description: null, icon: null })),
  z.object({ title: z.string().min(1), description: z.string().nullish(), icon: z.string().nullish() }),
]);

export const processStepSchema = z.object({
  step: numericSchema,
  title: z.string().min(1),
  description: z.string().nullish(),
});

/** Hero fields every app page shares; missing values mean "use the page's default". */
const appHeroShape = {
  hero_title: z.string().nullish(),
  hero_subtitle: z.string().nullish(),
  hero_image: z.string().nullish(),
  cta_text: z.string().nullish(),
};

export const userAppPageDataSchema = z.object({
  ...appHeroShape,
  features: z.array(appFeatureSchema).nullish(),
  benefits: z.array(appBenefitSchema).nullish(),
  app_store_url: z.string().nullish(),
  google_play_url: z.string().nullish(),
});

export const merchantAppPageDataSchema = z.object({
  ...appHeroShape,
  benefits: z.array(appBenefitSchema).nullish(),
  process_steps: z.array(processStepSchema).nullish(),
});

export const riderRequirementsSchema = z.object({
  rider: z.array(z.string()).default([]),
  vehicle: z.array(z.string()).default([]),
});

export const riderAppPageDataSchema = z.object({
  ...appHeroShape,
  benefits: z.array(appBenefitSchema).nullish(),
  requirements: riderRequirementsSchema.nullish(),
  process_steps: z.array(processStepSchema).nullish(),
});

/** App pages answer `page.page_data`; page_data may be stored as a JSON string. */
function appPageSchema<S extends z.ZodType>(pageData: S) {
  return z.object({
    page: z.object({
      title: z.string().nullish(),
      page_data: jsonColumn(pageData),
    }),
  });
}

export const userAppContentSchema = appPageSchema(userAppPageDataSchema);
export const merchantAppContentSchema = appPageSchema(merchantAppPageDataSchema);
export const riderAppContentSchema = appPageSchema(riderAppPageDataSchema);

/** `GET /pages/published`. */
export const publishedPagesResponseSchema = listAt(['pages', 'data', ''], cmsPageSchema);
/** `GET /pages/{slug}`. */
export const pageResponseSchema = objectAt(['page', 'data'], cmsPageSchema);

/** A hit of `/content/search`; its shape is not in the spec, so only a title is required. */
export const contentSearchResultSchema = z.looseObject({
  id: idSchema.nullish(),
  type: z.string().nullish(),
  title: z.string(),
  slug: z.string().nullish(),
  excerpt: z.string().nullish(),
  url: z.string().nullish(),
});
export const contentSearchResponseSchema = listAt(['results', 'data', ''], contentSearchResultSchema);

export type CmsPage = z.infer<typeof cmsPageSchema>;
export type AboutPageData = z.infer<typeof aboutPageDataSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type AppBenefit = z.infer<typeof appBenefitSchema>;
export type AppFeature = z.infer<typeof appFeatureSchema>;
export type ProcessStep = z.infer<typeof processStepSchema>;
export type UserAppPageData = z.infer<typeof userAppPageDataSchema>;
export type MerchantAppPageData = z.infer<typeof merchantAppPageDataSchema>;
export type RiderAppPageData = z.infer<typeof riderAppPageDataSchema>;
export type ContentSearchResult = z.infer<typeof contentSearchResultSchema>;
