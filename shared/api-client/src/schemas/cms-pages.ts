import { z } from 'zod/mini';
import { idSchema, jsonColumn, listAt, numericSchema, objectAt, onUnlessFalseSchema } from './primitives';

const freeFormDataSchema = z.pipe(
  jsonColumn(z.nullish(z.record(z.string(), z.unknown()))),
  z.transform((data) => data ?? {}),
);

/** A page of the content service (`/pages/{slug}`, `/pages/published`, generic `/content/{key}`). */
export const cmsPageSchema = z.object({
  id: z.nullish(idSchema),
  slug: z.nullish(z.string()),
  title: z.nullish(z.string()),
  content: z.nullish(z.string()),
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
  title: z.nullish(z.string()),
  content: z.nullish(z.string()),
  background_color: z.nullish(z.string()),
  page_data: z.pipe(
    jsonColumn(z.nullish(aboutPageDataSchema)),
    z.transform((data) => data ?? aboutPageDataSchema.parse({})),
  ),
});

/** Benefit card colours the customer-app page knows; anything else shows as blue. */
export const appBenefitColors = ['blue', 'green', 'yellow'] as const;

export const appBenefitSchema = z.object({
  icon: z.nullish(z.string()),
  title: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  color: z.catch(z.enum(appBenefitColors), 'blue'),
});

export const appFeatureSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((title) => ({ title, description: null, icon: null })),
  ),
  z.object({ title: z.string().check(z.minLength(1)), description: z.nullish(z.string()), icon: z.nullish(z.string()) }),
]);

export const processStepSchema = z.object({
  step: numericSchema,
  title: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
});

/** Hero fields every app page shares; missing values mean "use the page's default". */
const appHeroShape = {
  hero_title: z.nullish(z.string()),
  hero_subtitle: z.nullish(z.string()),
  hero_image: z.nullish(z.string()),
  cta_text: z.nullish(z.string()),
};

export const userAppPageDataSchema = z.object({
  ...appHeroShape,
  features: z.nullish(z.array(appFeatureSchema)),
  benefits: z.nullish(z.array(appBenefitSchema)),
  app_store_url: z.nullish(z.string()),
  google_play_url: z.nullish(z.string()),
});

export const merchantAppPageDataSchema = z.object({
  ...appHeroShape,
  benefits: z.nullish(z.array(appBenefitSchema)),
  process_steps: z.nullish(z.array(processStepSchema)),
});

export const riderRequirementsSchema = z.object({
  rider: z._default(z.array(z.string()), []),
  vehicle: z._default(z.array(z.string()), []),
});

export const riderAppPageDataSchema = z.object({
  ...appHeroShape,
  benefits: z.nullish(z.array(appBenefitSchema)),
  requirements: z.nullish(riderRequirementsSchema),
  process_steps: z.nullish(z.array(processStepSchema)),
});

/** App pages answer `page.page_data`; page_data may be stored as a JSON string. */
function appPageSchema<S extends z.ZodMiniType>(pageData: S) {
  return z.object({
    page: z.object({
      title: z.nullish(z.string()),
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

/** A hit of `/content/search`; the content service does not fix its shape, so only a title is required. */
export const contentSearchResultSchema = z.looseObject({
  id: z.nullish(idSchema),
  type: z.nullish(z.string()),
  title: z.string(),
  slug: z.nullish(z.string()),
  excerpt: z.nullish(z.string()),
  url: z.nullish(z.string()),
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
