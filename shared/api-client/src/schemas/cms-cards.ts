import { z } from 'zod/mini';
import { idSchema, listAt, numericSchema, offUnlessTrueSchema, onUnlessFalseSchema } from './primitives';

const sortOrderSchema = z.pipe(
  z.nullish(numericSchema),
  z.transform((order) => order ?? 0),
);

/** A home-page card such as 'Become A Rider'. */
export const featureCardSchema = z.object({
  id: z.nullish(idSchema),
  title: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  background_color: z.nullish(z.string()),
  link_url: z.nullish(z.string()),
  link_text: z.nullish(z.string()),
});

export const highlightSchema = z.object({
  id: z.nullish(idSchema),
  title: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  is_active: onUnlessFalseSchema,
  is_featured: offUnlessTrueSchema,
  sort_order: sortOrderSchema,
});

export const faqSchema = z.object({
  id: z.nullish(idSchema),
  question: z.string().check(z.minLength(1)),
  answer: z.string(),
  is_featured: offUnlessTrueSchema,
  sort_order: sortOrderSchema,
});

/** An item of the about page's team focus block. */
export const teamFocusItemSchema = z.object({
  id: z.nullish(idSchema),
  title: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  sort_order: sortOrderSchema,
  is_active: onUnlessFalseSchema,
});

/** The component lists answer under their own name, under `data`, or bare. */
export const featureCardsResponseSchema = listAt(['features', 'feature_cards', 'data', ''], featureCardSchema);
export const highlightsResponseSchema = listAt(['highlights', 'highlight_cards', 'data', ''], highlightSchema);
export const faqsResponseSchema = listAt(['faqs', 'data', ''], faqSchema);
export const teamFocusResponseSchema = listAt(['team_focus', 'teamFocus', 'data', ''], teamFocusItemSchema);

export type FeatureCard = z.infer<typeof featureCardSchema>;
export type Highlight = z.infer<typeof highlightSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type TeamFocusItem = z.infer<typeof teamFocusItemSchema>;
