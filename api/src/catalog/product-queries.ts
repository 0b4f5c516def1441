import type { z } from 'zod';
import type { productSchema } from '@storefront/contract/boundary';
import type { Db } from '../db/connect-database';
import { absoluteUrl } from '../http/public-url';
import { toKwacha } from '../lib/money';

/** A product as the storefront parses it. */
export type ProductAnswer = z.input<typeof productSchema>;

interface ImageRow {
  product_id: number;
  url: string;
  name: string | null;
}

function productQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.uuid',
      'p.name',
      'p.description',
      'p.price_ngwee',
      'p.preparation_time',
      'c.name as category_name',
      'v.uuid as vendor_uuid',
      'v.name as vendor_name',
      'v.image as vendor_image',
      'v.address as vendor_address',
      'v.phone as vendor_phone',
      'v.latitude as vendor_latitude',
      'v.longitude as vendor_longitude',
      'v.delivery_radius_km as vendor_delivery_radius_km',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirstOrThrow']>>;

function toAnswer(row: ProductRow, images: readonly ImageRow[], publicUrl: string): ProductAnswer {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    price: toKwacha(row.price_ngwee),
    preparation_time: row.preparation_time,
    image: images.map((image) => ({ url: absoluteUrl(publicUrl, image.url), name: image.name })),
    category: row.category_name === null ? null : { name: row.category_name },
    vendor: {
      uuid: row.vendor_uuid,
      name: row.vendor_name,
      image: absoluteUrl(publicUrl, row.vendor_image),
      address: row.vendor_address,
      phone: row.vendor_phone,
      // The contract carries coordinates as strings, like addresses do.
      latitude: String(row.vendor_latitude),
      longitude: String(row.vendor_longitude),
      delivery_radius_km: row.vendor_delivery_radius_km,
    },
  };
}

/** Every meal on sale, in menu order (category, meals without one first, then name). */
export async function listProducts(db: Db, publicUrl: string): Promise<ProductAnswer[]> {
  const rows = await productQuery(db)
    .where('p.is_available', '=', 1)
    // PostgreSQL puts NULLs last where SQLite puts them first: said once for both.
    .orderBy('c.sort_order', (order) => order.asc().nullsFirst())
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  const imageRows = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'i.url', 'i.name'])
    .where('p.is_available', '=', 1)
    .orderBy('i.product_id')
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
  const imagesByProduct = new Map<number, ImageRow[]>();
  for (const image of imageRows) {
    const list = imagesByProduct.get(image.product_id) ?? [];
    list.push(image);
    imagesByProduct.set(image.product_id, list);
  }
  return rows.map((row) => toAnswer(row, imagesByProduct.get(row.id) ?? [], publicUrl));
}

/**
 * One meal by uuid (the storefront's links) or by numeric id; an unavailable meal is still
 * answered so an old link shows the meal rather than an error.
 */
export async function findProduct(db: Db, publicUrl: string, idOrUuid: string): Promise<ProductAnswer | null> {
  const byId = /^\d+$/.test(idOrUuid);
  // An id beyond PostgreSQL's integer is no meal, rather than an error of the database.
  if (byId && Number(idOrUuid) > 2_147_483_647) return null;
  const row = await (byId
    ? productQuery(db).where('p.id', '=', Number(idOrUuid))
    : productQuery(db).where('p.uuid', '=', idOrUuid.toLowerCase())
  ).executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'name'])
    .where('product_id', '=', row.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return toAnswer(row, images, publicUrl);
}

export async function listCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('categories').select('name').orderBy('sort_order').orderBy('name').orderBy('id').execute();
  return rows.map((row) => row.name);
}
