import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import { allMigrations } from './all-migrations';

describe('migration 9: addresses that find the door', () => {
  it('keeps every address and the orders that point at them, turning the old zero coordinates into unknown', () => {
    const db = openDatabase(':memory:');
    migrate(db, allMigrations.filter((migration) => migration.version < 9));
    db.exec(`
      INSERT INTO users (uuid, first_name, last_name, email, password_hash) VALUES ('u1', 'A', 'B', 'a@b.zm', 'x');
      INSERT INTO vendors (uuid, name, address, city, latitude, longitude) VALUES ('v1', 'V', 'A', 'Lusaka', -15.42, 28.28);
      INSERT INTO addresses (id, uuid, user_id, address, latitude, longitude) VALUES (1, 'a1', 1, 'Kabulonga', -15.4105, 28.3392);
      INSERT INTO addresses (id, uuid, user_id, address) VALUES (2, 'a2', 1, 'Chelston');
      INSERT INTO addresses (id, uuid, user_id, address, latitude, longitude) VALUES (3, 'a3', 1, 'Half known', -15.4, 0);
      INSERT INTO orders (uuid, user_id, vendor_id, order_type, address_id, subtotal_ngwee, tax_ngwee, delivery_fee_ngwee,
        handling_fee_ngwee, tip_ngwee, total_ngwee)
        VALUES ('o1', 1, 1, 'delivery', 1, 100, 0, 0, 0, 0, 100);
      INSERT INTO catering_requests (uuid, bundle_id, name, email, phone, event_type, guest_count, event_date, province, city,
        address, contact_preference, vegetarian, vegan, gluten_free, nut_free)
        VALUES ('c1', '1', 'N', 'n@b.zm', '0971234567', 'wedding', 50, '2030-01-01', 'Lusaka', 'Lusaka', 'A', 'phone', 0, 0, 0, 0);
    `);

    expect(migrate(db, allMigrations.filter((migration) => migration.version <= 9))).toEqual([9]);
    expect(db.prepare('SELECT id, uuid, address, address_line, latitude, longitude FROM addresses ORDER BY id').all()).toEqual([
      { id: 1, uuid: 'a1', address: 'Kabulonga', address_line: null, latitude: -15.4105, longitude: 28.3392 },
      { id: 2, uuid: 'a2', address: 'Chelston', address_line: null, latitude: null, longitude: null },
      { id: 3, uuid: 'a3', address: 'Half known', address_line: null, latitude: null, longitude: null },
    ]);
    expect(db.prepare('SELECT address_id, delivery_instructions FROM orders').all()).toEqual([{ address_id: 1, delivery_instructions: null }]);
    expect(db.prepare('SELECT user_id FROM catering_requests').all()).toEqual([{ user_id: null }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);

    // Deleting an address still leaves its orders, as before.
    db.prepare("DELETE FROM addresses WHERE uuid = 'a1'").run();
    expect(db.prepare('SELECT address_id FROM orders').all()).toEqual([{ address_id: null }]);
    expect(() => db.prepare("INSERT INTO addresses (uuid, user_id, address, latitude) VALUES ('a4', 1, 'x', -15)").run()).toThrow(/CHECK/);
    db.prepare("INSERT INTO places (name, area, province, kind, latitude, longitude) VALUES ('Great East Road', 'Lusaka', 'Lusaka', 'road', -15.39, 28.33)").run();
    db.close();
  });
});
