import { z } from 'zod/mini';
import { jsonColumn, onUnlessFalseSchema } from './primitives';

/** Shown when the page names no date. */
export const DEFAULT_POLICY_LAST_UPDATED = 'June 1, 2024';

/** Each policy section shows unless its flag is false. */
export const policyPageDataSchema = z.object({
  show_privacy_policy: onUnlessFalseSchema,
  show_refund_policy: onUnlessFalseSchema,
  show_terms_of_service: onUnlessFalseSchema,
  last_updated: z.nullish(z.string()),
  contact_email: z.nullish(z.string()),
  // The sections' own text (HTML) when the content service has it; the page has defaults.
  privacy_policy: z.nullish(z.string()),
  refund_policy: z.nullish(z.string()),
  terms_of_service: z.nullish(z.string()),
});

export const policyPageSchema = z.object({
  title: z.nullish(z.string()),
  content: z.nullish(z.string()),
  page_data: z.pipe(
    jsonColumn(z.nullish(policyPageDataSchema)),
    z.transform((data) => data ?? policyPageDataSchema.parse({})),
  ),
});

export type PolicyPageData = z.infer<typeof policyPageDataSchema>;
export type PolicyPage = z.infer<typeof policyPageSchema>;
