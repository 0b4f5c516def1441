import { z } from 'zod';

/** Image entry of a meal: the API sends a list of `{ url, name }`. */
export const productImageSchema = z.object({
  url: z.string(),
  name: z.string().nullish(),
});

export const vendorSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
  latitude: z.string().nullish(),
  longitude: z.string().nullish(),
});

export const categorySchema = z.object({
  name: z.string(),
});

/** Meal / product as shopping-and-account.md §3 describes it. */
export const productSchema = z.object({
  id: z.union([z.number(), z.string()]),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  price: z.coerce.number(),
  preparation_time: z.union([z.number(), z.string()]).nullish(),
  image: z.array(productImageSchema).default([]),
  category: categorySchema.nullish(),
  vendor: vendorSchema,
});

export const productsResponseSchema = z.object({
  data: z.object({ products: z.array(productSchema) }),
});

export const productResponseSchema = z.object({
  data: productSchema,
});

/** `GET /categories` answers `data[0].data`: a list wrapped in a list. */
export const categoriesResponseSchema = z.object({
  data: z.array(z.object({ data: z.array(categorySchema) })),
});

export type ProductImage = z.infer<typeof productImageSchema>;
export type Vendor = z.infer<typeof vendorSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Product = z.infer<typeof productSchema>;
