import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { catalogVersionReader } from '../catalog/catalog-version';
import { findProduct, listCategoryNames, listProducts } from '../catalog/product-queries';
import { CATALOG_CACHE } from '../http/cache-control';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { sendPrepared, VersionedJsonAnswer } from '../http/prepared-answer';

const productParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid product id'),
});

/**
 * Meals and categories: public reads, sent without a session. The list and the categories
 * are the most read answers of the storefront, so they are kept serialised (and compressed) until
 * a catalogue table changes.
 */
export function registerCatalogRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const catalogVersion = catalogVersionReader(db);
  const productList = new VersionedJsonAnswer(catalogVersion, async () => ({
    success: true,
    data: { products: await listProducts(db, config.publicUrl) },
  }));
  // The storefront reads data[0].data: a page of categories wrapped in a list.
  const categoryList = new VersionedJsonAnswer(catalogVersion, async () => ({
    success: true,
    data: [{ data: (await listCategoryNames(db)).map((name) => ({ name })) }],
  }));

  app.get('/products', async (request, reply) =>
    sendPrepared(request, reply, await productList.current(), { cacheControl: CATALOG_CACHE }),
  );

  app.get('/products/:id', async (request) => {
    const { id } = parseInput(productParams, request.params);
    const product = await findProduct(db, config.publicUrl, id);
    if (!product) throw notFound('Product not found');
    return { success: true, data: product };
  });

  app.get('/categories', async (request, reply) =>
    sendPrepared(request, reply, await categoryList.current(), { cacheControl: CATALOG_CACHE }),
  );
}
