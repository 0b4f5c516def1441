import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Comparisons without regard to case that both databases read alike. SQLite's LIKE ignores case
 * and PostgreSQL's does not, and `COLLATE NOCASE` is SQLite's alone, so both sides are lowered.
 * SQLite's lower() folds ASCII letters only, as its LIKE and NOCASE did.
 */

/** `column` matches the LIKE `pattern` (from lib/like-literal.ts, escaped with '\'), case aside. */
export function likeNoCase(column: Expression<string | null>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`;
}

/** `column` equals `value`, case aside. */
export function equalsNoCase(column: Expression<string | null>, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) = lower(${value})`;
}
