import { z } from 'zod/mini';
import { categorySchema, productSchema } from '@storefront/contract/boundary';

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
