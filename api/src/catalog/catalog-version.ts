import type { Db } from '../db/connect-database';

/**
 * Reads the catalogue counter: it moves on with every write to vendors, categories, products,
 * their images, app settings or tips (the schema's triggers). One indexed row, so cheap enough to
 * read on every request; read at request time, so building the app needs no migrated database.
 */
export function catalogVersionReader(db: Db): () => Promise<number> {
  return async () => {
    const row = await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
    return row?.version ?? 0;
  };
}
