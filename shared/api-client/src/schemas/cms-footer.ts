import { z } from 'zod/mini';
import { idSchema, isRecord, jsonColumn, numericSchema, onUnlessFalseSchema, pickFirst, preprocess } from './primitives';

/** Where the footer lists the company when the content service gives no locations. */
export const DEFAULT_FOOTER_LOCATIONS = ['Lusaka', 'Livingstone', 'Kitwe', 'Ndola'] as const;

export const footerLinkSchema = z.object({
  text: z.string(),
  url: z.string(),
});

export const footerSectionSchema = z.object({
  id: z.nullish(idSchema),
  section_name: z.nullish(z.string()),
  title: z.string(),
  section_type: z.nullish(z.string()),
  is_active: onUnlessFalseSchema,
  sort_order: z.pipe(
    z.nullish(numericSchema),
    z.transform((order) => order ?? 0),
  ),
  links: z.pipe(
    jsonColumn(z.nullish(z.array(footerLinkSchema))),
    z.transform((links) => links ?? []),
  ),
});

export const footerContactSchema = z.object({
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
});

/**
 * `GET /components/footer-sections/active`: the sections (under `sections`, `footer_sections` or
 * `data`) and the contact; the parsed footer has `sections` and `contact` (null when absent).
 */
export const footerContentSchema = preprocess(
  (value) =>
    isRecord(value)
      ? { sections: pickFirst(value, ['sections', 'footer_sections', 'data'], Array.isArray), contact: value.contact ?? null }
      : value,
  z.object({ sections: z.array(footerSectionSchema), contact: z.nullable(footerContactSchema) }),
);

export type FooterLink = z.infer<typeof footerLinkSchema>;
export type FooterSection = z.infer<typeof footerSectionSchema>;
export type FooterContact = z.infer<typeof footerContactSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;
