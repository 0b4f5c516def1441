/**
 * `value` when it is a path of this site (where a form may send the customer back to), null for
 * anything else: an address elsewhere, a protocol-relative `//host`, a backslash some browsers
 * read as a slash.
 */
export function sitePathOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
