import { databaseLocation, describeLocation } from './database-location';

describe('where the data lives', () => {
  it('is the SQLite file without DATABASE_URL, and the server it names with one', () => {
    expect(databaseLocation(undefined, 'data/storefront.sqlite')).toEqual({ kind: 'sqlite', file: 'data/storefront.sqlite' });
    expect(databaseLocation('postgresql://db.internal/storefront', 'x')).toEqual({ kind: 'postgres', url: 'postgresql://db.internal/storefront' });
    expect(() => databaseLocation('file:storefront.sqlite', 'x')).toThrow('DATABASE_URL must be a postgres:// address');
  });

  it('is told at start-up without the password', () => {
    expect(describeLocation({ kind: 'postgres', url: 'postgres://shop:s3cret@db.internal:5432/storefront' })).toBe(
      'postgres://shop:***@db.internal:5432/storefront',
    );
    expect(describeLocation({ kind: 'sqlite', file: '/data/storefront.sqlite' })).toBe('/data/storefront.sqlite');
  });
});
