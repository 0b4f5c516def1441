import type { Db } from '../db/open-database';
import type { JsonObject, JsonValue } from '../lib/json';

/** The CMS documents of `content_blocks`: pages by content key and component lists or blocks. */

export type BlockKind = 'page' | 'component';

interface BlockRow {
  id: number;
  data: string;
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A block's document with its row id, or null when there is none. */
function readDocument(db: Db, kind: BlockKind, key: string): { id: number; data: JsonValue } | null {
  const row = db.prepare('SELECT rowid AS id, data FROM content_blocks WHERE kind = ? AND key = ?').get(kind, key) as
    | BlockRow
    | undefined;
  return row ? { id: row.id, data: JSON.parse(row.data) as JsonValue } : null;
}

/** A block's document, or null when there is none or it is not an object. */
export function readBlock(db: Db, kind: BlockKind, key: string): JsonObject | null {
  const data = readDocument(db, kind, key)?.data;
  return isJsonObject(data) ? data : null;
}

/** A page document with its row id, for the answers that list pages. */
export function readPageWithId(db: Db, key: string): { id: number; data: JsonObject } | null {
  const document = readDocument(db, 'page', key);
  return document && isJsonObject(document.data) ? { id: document.id, data: document.data } : null;
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
export function readActiveList(db: Db, key: string): JsonObject[] {
  const data = readDocument(db, 'component', key)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter(isJsonObject)
    .filter(isActive)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sortOrderOf(a.item) - sortOrderOf(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
