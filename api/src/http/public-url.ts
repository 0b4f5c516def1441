import type { JsonObject } from '../lib/json';

/**
 * Stored images are paths under the API ('/images/meals/x.svg'); the browser needs absolute URLs
 * built on PUBLIC_URL, which differs between the local run, docker and tests.
 */
export function absoluteUrl(publicUrl: string, stored: string): string;
export function absoluteUrl(publicUrl: string, stored: string | null): string | null;
export function absoluteUrl(publicUrl: string, stored: string | null): string | null {
  if (stored === null) return null;
  return stored.startsWith('/') ? `${publicUrl}${stored}` : stored;
}

/** Walks a JSON document (CMS content) and makes every stored image path absolute. */
export function withAbsoluteImageUrls(publicUrl: string, value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('/images/') ? `${publicUrl}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteImageUrls(publicUrl, item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withAbsoluteImageUrls(publicUrl, item)]),
    );
  }
  return value;
}

/** The same for one CMS object, which stays an object (the walk keeps every shape as it is). */
export function withAbsoluteImageUrlsInObject(publicUrl: string, document: JsonObject): JsonObject {
  return withAbsoluteImageUrls(publicUrl, document) as JsonObject;
}
