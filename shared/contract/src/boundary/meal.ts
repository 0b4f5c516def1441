import { z } from 'zod/mini';

/** Image entry of a meal: the API sends a list of `{ url, name }`. */
export const productImageSchema = z.object({
  url: z.string(),
  name: z.nullish(z.string()),
});

export const vendorSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  image: z.nullish(z.string()),
  address: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  latitude: z.nullish(z.string()),
  longitude: z.nullish(z.string()),
  /** How far the kitchen delivers; a backend that does not say leaves the check to checkout. */
  delivery_radius_km: z.nullish(z.number()),
});

export const categorySchema = z.object({
  name: z.string(),
});

/** A meal (product): the fields the storefront reads from the catalogue. */
export const productSchema = z.object({
  id: z.union([z.number(), z.string()]),
  uuid: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  price: z.coerce.number(),
  preparation_time: z.nullish(z.union([z.number(), z.string()])),
  image: z._default(z.array(productImageSchema), []),
  category: z.nullish(categorySchema),
  vendor: vendorSchema,
});

export type ProductImage = z.infer<typeof productImageSchema>;
export type Vendor = z.infer<typeof vendorSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Product = z.infer<typeof productSchema>;
