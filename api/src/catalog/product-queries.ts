import type { z } from 'zod';
import type { productSchema } from '@storefront/contract/boundary';
import type { Db } from '../db/open-database';
import { absoluteUrl } from '../http/public-url';
import { toKwacha } from '../lib/money';

/** A product as the storefront parses it. */
export type ProductAnswer = z.input<typeof productSchema>;

interface ProductRow {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  price_ngwee: number;
  preparation_time: number | null;
  category_name: string | null;
  vendor_uuid: string;
  vendor_name: string;
  vendor_image: string | null;
  vendor_address: string;
  vendor_phone: string | null;
  vendor_latitude: number;
  vendor_longitude: number;
  vendor_delivery_radius_km: number;
}

interface ImageRow {
  product_id: number;
  url: string;
  name: string | null;
}

const productSelect = `
  SELECT p.id, p.uuid, p.name, p.description, p.price_ngwee, p.preparation_time,
         c.name AS category_name,
         v.uuid AS vendor_uuid, v.name AS vendor_name, v.image AS vendor_image, v.address AS vendor_address,
         v.phone AS vendor_phone, v.latitude AS vendor_latitude, v.longitude AS vendor_longitude,
         v.delivery_radius_km AS vendor_delivery_radius_km
  FROM products p
  JOIN vendors v ON v.id = p.vendor_id
  LEFT JOIN categories c ON c.id = p.category_id`;

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

/** Every meal on sale, in menu order (category, then name). */
export function listProducts(db: Db, publicUrl: string): ProductAnswer[] {
  const rows = db
    .prepare(`${productSelect} WHERE p.is_available = 1 ORDER BY c.sort_order, p.name`)
    .all() as ProductRow[];
  const imageRows = db
    .prepare(
      `SELECT i.product_id, i.url, i.name FROM product_images i
       JOIN products p ON p.id = i.product_id WHERE p.is_available = 1
       ORDER BY i.product_id, i.sort_order, i.id`,
    )
    .all() as ImageRow[];
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
export function findProduct(db: Db, publicUrl: string, idOrUuid: string): ProductAnswer | null {
  const row = (
    /^\d+$/.test(idOrUuid)
      ? db.prepare(`${productSelect} WHERE p.id = ?`).get(Number(idOrUuid))
      : db.prepare(`${productSelect} WHERE p.uuid = ?`).get(idOrUuid.toLowerCase())
  ) as ProductRow | undefined;
  if (!row) return null;
  const images = db
    .prepare('SELECT product_id, url, name FROM product_images WHERE product_id = ? ORDER BY sort_order, id')
    .all(row.id) as ImageRow[];
  return toAnswer(row, images, publicUrl);
}

export function listCategoryNames(db: Db): string[] {
  const rows = db.prepare('SELECT name FROM categories ORDER BY sort_order, name').all() as { name: string }[];
  return rows.map((row) => row.name);
}
