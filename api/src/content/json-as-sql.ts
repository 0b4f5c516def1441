import type { JsonValue } from '../lib/json';

/**
 * JSON documents read the way SQLite's json_each, json_extract and lower() read them, for the work
 * that moved from SQL to TypeScript (PostgreSQL has no json_each over TEXT) and must answer as it
 * did. The CMS documents and the tags are small, so they are read whole and walked here.
 */

/** A JSON value as SQL saw it: numbers, text, 1/0 for booleans, NULL for null, objects and arrays as their JSON text. */
export type SqlValue = number | string | null;

export function sqlValueOf(value: JsonValue | undefined): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The rows of json_each: an array's items by index, an object's members by name, and a scalar as
 * itself with no key.
 */
export function jsonEntries(value: JsonValue): [key: number | string | null, value: JsonValue][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return [[null, value]];
}

/** SQLite's order of values: NULL first, then numbers, then text by its UTF-8 bytes (the BINARY collation). */
export function compareSqlValues(a: SqlValue, b: SqlValue): number {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** SQLite's lower(): ASCII letters only, as its LIKE and NOCASE compare. */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
