export type DatabaseKind = 'sqlite' | 'postgres';

/** Where the data lives: an SQLite file (or ':memory:') by default, or a PostgreSQL server. */
export type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/**
 * `DATABASE_URL` names a PostgreSQL server (`postgres://user:password@host:5432/name`); without
 * it the data is in the SQLite file `DATABASE_FILE`, so `npm start` needs no database server.
 */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function databaseLocation(url: string | undefined, file: string): DatabaseLocation {
  if (url === undefined || url === '') return { kind: 'sqlite', file };
  if (!isPostgresUrl(url)) {
    throw new Error('DATABASE_URL must be a postgres:// address; leave it unset to use the SQLite file DATABASE_FILE.');
  }
  return { kind: 'postgres', url };
}

/** The location as start-up output shows it: never the password of a server address. */
export function describeLocation(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return location.file;
  const url = new URL(location.url);
  if (url.password !== '') url.password = '***';
  return url.toString();
}
