import type { Db } from '../db/connect-database';
import type { JsonObject, JsonValue } from '../lib/json';

/** The CMS documents of `content_blocks`: pages by content key and component lists or blocks. */

export type BlockKind = 'page' | 'component';

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A block's document, or undefined when there is none. */
export async function readDocument(db: Db, kind: BlockKind, key: string): Promise<JsonValue | undefined> {
  const row = await db.selectFrom('content_blocks').select('data').where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.data) as JsonValue) : undefined;
}

/** A block's document, or null when there is none or it is not an object. */
export async function readBlock(db: Db, kind: BlockKind, key: string): Promise<JsonObject | null> {
  const data = await readDocument(db, kind, key);
  return isJsonObject(data) ? data : null;
}

/** The CMS writes flags as booleans, 0/1 or their strings, like the contract reads them. */
function flagValue(value: JsonValue | undefined): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** Shown unless the CMS switched it off (the contract's "on unless false"). */
export function isActive(item: JsonObject): boolean {
  return flagValue(item.is_active) !== false;
}

export function isFeatured(item: JsonObject): boolean {
  return flagValue(item.is_featured) === true;
}

function sortOrderOf(item: JsonObject): number {
  const order = Number(item.sort_order);
  return Number.isFinite(order) ? order : 0;
}

/** A component list's items, active ones only, in their sort order (stable for equal orders). */
export async function readActiveList(db: Db, key: string): Promise<JsonObject[]> {
  const data = await readDocument(db, 'component', key);
  if (!Array.isArray(data)) return [];
  return data
    .filter(isJsonObject)
    .filter(isActive)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sortOrderOf(a.item) - sortOrderOf(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
