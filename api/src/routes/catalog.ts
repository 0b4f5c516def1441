import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { findProduct, listCategoryNames, listProducts } from '../catalog/product-queries';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';

const productParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid product id'),
});

/** Meals and categories: public reads (shopping-and-account.md §7). */
export function registerCatalogRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.get('/products', async () => ({ success: true, data: { products: listProducts(db, config.publicUrl) } }));

  app.get('/products/:id', async (request) => {
    const { id } = parseInput(productParams, request.params);
    const product = findProduct(db, config.publicUrl, id);
    if (!product) throw notFound('Product not found');
    return { success: true, data: product };
  });

  // The storefront reads data[0].data: a page of categories wrapped in a list.
  app.get('/categories', async () => ({
    success: true,
    data: [{ data: listCategoryNames(db).map((name) => ({ name })) }],
  }));
}
