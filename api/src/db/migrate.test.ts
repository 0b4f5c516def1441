import { migrate } from './migrate';
import { allMigrations } from './migrations/all-migrations';
import { openDatabase } from './open-database';

describe('migrate', () => {
  it('applies every migration once and nothing on a second run', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual(allMigrations.map((migration) => migration.version));
    expect(migrate(db)).toEqual([]);

    const recorded = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(allMigrations.map((migration) => ({ version: migration.version })));
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'products', 'orders', 'payments', 'wallet_transactions', 'places']),
    );
    db.close();
  });

  it('keeps the one-time codes when their table is rebuilt for the reset-token purpose', () => {
    const db = openDatabase(':memory:');
    migrate(db, allMigrations.filter((migration) => migration.version < 5));
    db.prepare("INSERT INTO users (uuid, first_name, last_name, email, password_hash) VALUES ('u1', 'A', 'B', 'a@b.zm', 'x')").run();
    db.prepare("INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (1, 'password_reset', 'h', 't')").run();
    expect(migrate(db, allMigrations.filter((migration) => migration.version <= 5))).toEqual([5]);
    expect(db.prepare('SELECT user_id, purpose, code_hash, attempts FROM one_time_codes').all()).toEqual([
      { user_id: 1, purpose: 'password_reset', code_hash: 'h', attempts: 0 },
    ]);
    db.prepare("INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (1, 'password_reset_token', 'h2', 't')").run();
    expect(() => db.prepare("INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (1, 'other', 'h3', 't')").run()).toThrow(
      /CHECK/,
    );
    db.prepare('DELETE FROM users').run();
    expect(db.prepare('SELECT count(*) AS n FROM one_time_codes').get()).toEqual({ n: 0 });
    db.close();
  });

  it('stores every phone in E.164, read with its dial code, and keeps one it cannot read as it was', () => {
    const db = openDatabase(':memory:');
    migrate(db, allMigrations.filter((migration) => migration.version < 8));
    const insert = db.prepare(
      "INSERT INTO users (uuid, first_name, last_name, email, password_hash, dial_code, phone, phone_national) VALUES (?, 'A', 'B', ?, 'x', ?, ?, ?)",
    );
    insert.run('u1', 'a@b.zm', '+260', '0971234567', '971234567');
    insert.run('u2', 'b@b.zm', '+260', '260961234567', '961234567');
    insert.run('u3', 'c@b.zm', '+44', '07911 123456', '7911123456');
    insert.run('u4', 'd@b.zm', null, '0951234567', '951234567');
    insert.run('u5', 'e@b.zm', '+260', '12345', '12345');
    insert.run('u6', 'f@b.zm', null, null, null);
    expect(migrate(db, allMigrations.filter((migration) => migration.version <= 8))).toEqual([8]);
    expect(db.prepare('SELECT email, dial_code, phone FROM users ORDER BY id').all()).toEqual([
      { email: 'a@b.zm', dial_code: '+260', phone: '+260971234567' },
      { email: 'b@b.zm', dial_code: '+260', phone: '+260961234567' },
      { email: 'c@b.zm', dial_code: '+44', phone: '+447911123456' },
      { email: 'd@b.zm', dial_code: '+260', phone: '+260951234567' },
      { email: 'e@b.zm', dial_code: '+260', phone: '12345' },
      { email: 'f@b.zm', dial_code: null, phone: null },
    ]);
    const columns = db.prepare('PRAGMA table_info(users)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('phone_national');
    db.close();
  });

  it('moves the catalogue version on with every write to a catalogue table, and only then', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const version = (): number => db.prepare('SELECT version FROM catalog_version').pluck().get() as number;
    const start = version();
    db.prepare("INSERT INTO vendors (uuid, name, address, city, latitude, longitude) VALUES ('v1', 'V', 'A', 'Lusaka', -15, 28)").run();
    db.prepare("INSERT INTO categories (name) VALUES ('C')").run();
    db.prepare("INSERT INTO products (uuid, vendor_id, category_id, name, price_ngwee) VALUES ('p1', 1, 1, 'P', 100)").run();
    db.prepare("INSERT INTO product_images (product_id, url) VALUES (1, '/images/meals/p.svg')").run();
    db.prepare("INSERT INTO app_settings (key, value) VALUES ('tax', '7.50')").run();
    db.prepare('INSERT INTO tips (amount_ngwee) VALUES (1000)').run();
    expect(version()).toBe(start + 6);
    db.prepare('UPDATE products SET is_available = 0').run();
    db.prepare('DELETE FROM tips').run();
    expect(version()).toBe(start + 8);
    db.prepare("INSERT INTO users (uuid, first_name, last_name, email, password_hash) VALUES ('u1', 'A', 'B', 'a@b.zm', 'x')").run();
    expect(version()).toBe(start + 8);
    db.close();
  });

  it('rolls a failing migration back and records nothing for it', () => {
    const db = openDatabase(':memory:');
    const broken = [
      { version: 1, name: 'good', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY);' },
      { version: 2, name: 'bad', sql: 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);' },
    ];
    expect(() => migrate(db, broken)).toThrow(/missing/);
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('refuses a database that is newer than this build', () => {
    const db = openDatabase(':memory:');
    migrate(db, [{ version: 1, name: 'one', sql: 'SELECT 1;' }, { version: 2, name: 'two', sql: 'SELECT 1;' }]);
    expect(() => migrate(db, [{ version: 1, name: 'one', sql: 'SELECT 1;' }])).toThrow(/does not know: 2/);
    db.close();
  });
});
