import { z } from 'zod';
import { jsonColumn, onUnlessFalseSchema } from './primitives';

/** Shown when the page names no date (content spec §9). */
export const DEFAULT_POLICY_LAST_UPDATED = 'June 1, 2024';

/** Each policy section shows unless its flag is false. */
export const policyPageDataSchema = z.object({
  show_privacy_policy: onUnlessFalseSchema,
  show_refund_policy: onUnlessFalseSchema,
  show_terms_of_service: onUnlessFalseSchema,
  last_updated: z.string().nullish(),
  contact_email: z.string().nullish(),
  // The sections' own text (HTML) when the content service has it; the page has defaults.
  privacy_policy: z.string().nullish(),
  refund_policy: z.string().nullish(),
  terms_of_service: z.string().nullish(),
});

export const policyPageSchema = z.object({
  title: z.string().nullish(),
  content: z.string().nullish(),
  page_data: jsonColumn(policyPageDataSchema.nullish()).transform((data) => data ?? policyPageDataSchema.parse({})),
});

export type PolicyPageData = z.infer<typeof policyPageDataSchema>;
export type PolicyPage = z.infer<typeof policyPageSchema>;
