import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import { allMigrations } from './all-migrations';

describe('migration 10: mobile money', () => {
  it('keeps every payment, its wallet credit and how each order was paid, and takes the new states', () => {
    const db = openDatabase(':memory:');
    migrate(db, allMigrations.filter((migration) => migration.version < 10));
    db.exec(`
      INSERT INTO users (uuid, first_name, last_name, email, password_hash) VALUES ('u1', 'A', 'B', 'a@b.zm', 'x');
      INSERT INTO vendors (uuid, name, address, city, latitude, longitude) VALUES ('v1', 'V', 'A', 'Lusaka', -15.42, 28.28);
      INSERT INTO orders (uuid, user_id, vendor_id, order_type, subtotal_ngwee, tax_ngwee, delivery_fee_ngwee,
        handling_fee_ngwee, tip_ngwee, total_ngwee, payment_status, paid_with)
        VALUES ('o1', 1, 1, 'pickup', 100, 0, 0, 0, 0, 100, 'paid', 'wallet');
      INSERT INTO payments (uuid, reference, user_id, purpose, amount_ngwee, status) VALUES ('p1', 'r1', 1, 'wallet_topup', 500, 'paid');
      INSERT INTO wallet_transactions (uuid, user_id, kind, amount_ngwee, status, payment_id) VALUES ('w1', 1, 'topup', 500, 'completed', 1);
    `);

    expect(migrate(db)).toEqual([10]);
    expect(db.prepare('SELECT paid_with FROM orders').all()).toEqual([{ paid_with: 'wallet' }]);
    expect(db.prepare('SELECT status, method FROM payments').all()).toEqual([{ status: 'paid', method: 'link' }]);
    expect(db.prepare('SELECT payment_id FROM wallet_transactions').all()).toEqual([{ payment_id: 1 }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);

    db.prepare("UPDATE orders SET paid_with = 'mobile_money'").run();
    db.prepare("UPDATE payments SET status = 'expired'").run();
    expect(() => db.prepare("UPDATE payments SET status = 'lost'").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE orders SET paid_with = 'cash'").run()).toThrow(/CHECK/);
    db.close();
  });
});
