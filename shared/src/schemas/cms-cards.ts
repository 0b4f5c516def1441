import { z } from 'zod';
import { idSchema, listAt, numericSchema, offUnlessTrueSchema, onUnlessFalseSchema } from './primitives';

const sortOrderSchema = numericSchema.nullish().transform((order) => order ?? 0);

/** A home-page card such as 'Become A Rider'. */
export const featureCardSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().min(1),
  description: z.string().nullish(),
  image_url: z.string().nullish(),
  background_color: z.string().nullish(),
  link_url: z.string().nullish(),
  link_text: z.string().nullish(),
});

export const highlightSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().min(1),
  description: z.string().nullish(),
  image_url: z.string().nullish(),
  is_active: onUnlessFalseSchema,
  is_featured: offUnlessTrueSchema,
  sort_order: sortOrderSchema,
});

export const faqSchema = z.object({
  id: idSchema.nullish(),
  question: z.string().min(1),
  answer: z.string(),
  is_featured: offUnlessTrueSchema,
  sort_order: sortOrderSchema,
});

/** An item of the about page's team focus block. */
export const teamFocusItemSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().min(1),
  description: z.string().nullish(),
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
