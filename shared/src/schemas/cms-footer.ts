import { z } from 'zod';
import { idSchema, isRecord, jsonColumn, numericSchema, onUnlessFalseSchema, pickFirst } from './primitives';

/** Where the footer lists the company when the content service gives no locations. */
export const DEFAULT_FOOTER_LOCATIONS = ['Lusaka', 'Livingstone', 'Kitwe', 'Ndola'] as const;

export const footerLinkSchema = z.object({
  text: z.string(),
  url: z.string(),
});

export const footerSectionSchema = z.object({
  id: idSchema.nullish(),
  section_name: z.string().nullish(),
  title: z.string(),
  section_type: z.string().nullish(),
  is_active: onUnlessFalseSchema,
  sort_order: numericSchema.nullish().transform((order) => order ?? 0),
  links: jsonColumn(z.array(footerLinkSchema).nullish()).transform((links) => links ?? []),
});

export const footerContactSchema = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

/**
 * `GET /components/footer-sections/active`: the sections (under `sections`, `footer_sections` or
 * `data`) and the contact; the parsed footer has `sections` and `contact` (null when absent).
 */
export const footerContentSchema = z.preprocess(
  (value) =>
    isRecord(value)
      ? { sections: pickFirst(value, ['sections', 'footer_sections', 'data'], Array.isArray), contact: value.contact ?? null }
      : value,
  z.object({ sections: z.array(footerSectionSchema), contact: footerContactSchema.nullable() }),
);

export type FooterLink = z.infer<typeof footerLinkSchema>;
export type FooterSection = z.infer<typeof footerSectionSchema>;
export type FooterContact = z.infer<typeof footerContactSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;
