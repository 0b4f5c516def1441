import type { StorefrontDatabase } from '../../db/connect-database';
import { migrate } from '../../db/migrate';
import { emptyTestDatabase } from '../../test-support/test-database';
import { findOrderRow, type OrderRow } from '../../orders/order-queries';
import { HttpError } from '../../http/http-error';
import { createMobilePayments } from './mobile-payments';
import type { MobileMoneyProvider, PaymentRequest, ProviderStatus } from './provider';

const databases: StorefrontDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.close()));
});

async function database() {
  const database = await emptyTestDatabase();
  databases.push(database);
  await migrate(database);
  const { db } = database;
  const user = await db
    .insertInto('users')
    .values({ uuid: 'u1', first_name: 'A', last_name: 'B', email: 'a@b.zm', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendors')
    .values({ uuid: 'v1', name: 'V', address: 'A', city: 'Lusaka', latitude: -15.42, longitude: 28.28 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      uuid: '0a1b2c3d-0000-4000-8000-000000000001',
      user_id: user.id,
      vendor_id: vendor.id,
      order_type: 'pickup',
      subtotal_ngwee: 10000,
      tax_ngwee: 0,
      delivery_fee_ngwee: 0,
      handling_fee_ngwee: 0,
      tip_ngwee: 0,
      total_ngwee: 10000,
    })
    .execute();
  const order = await findOrderRow(db, user.id, '0a1b2c3d-0000-4000-8000-000000000001');
  if (!order) throw new Error('no order');
  return { db, order };
}

/** A provider that answers as a gateway does; with `silentFirst`, its first request gets no answer (a timeout). */
function fakeProvider({ silentFirst }: { silentFirst: boolean }) {
  const requests: PaymentRequest[] = [];
  const statuses = new Map<string, ProviderStatus>();
  const provider: MobileMoneyProvider = {
    name: 'fake',
    async requestPayment(request) {
      requests.push(request);
      if (silentFirst && requests.length === 1) throw new Error('timed out');
      if (!statuses.has(request.reference)) statuses.set(request.reference, { state: 'pending' });
      return { accepted: true };
    },
    checkPayment: async (reference) => statuses.get(reference) ?? { state: 'unknown' },
    readCallback: async () => null,
    promptPageUrl: async () => null,
  };
  return { provider, requests, statuses };
}

const start = (order: OrderRow, idempotencyKey: string) => ({
  userId: order.user_id,
  order,
  phone: '+260971234567',
  network: 'AIRTEL' as const,
  idempotencyKey,
  customerName: 'A B',
  customerEmail: 'a@b.zm',
});

describe('createMobilePayments', () => {
  it('sends a request that got no answer again under the same reference, so the provider makes one payment', async () => {
    const { db, order } = await database();
    const { provider, requests } = fakeProvider({ silentFirst: true });
    const payments = createMobilePayments(db, provider, { promptMs: 60_000, settleGraceMs: 60_000, lateCheckMs: 600_000 });

    await expect(payments.start(start(order, 'attempt-0001'))).rejects.toEqual(new HttpError(502, 'Mobile money is not answering right now. Please try again.'));
    const retried = await payments.start(start(order, 'attempt-0001'));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.reference).toBe(requests[0]?.reference);
    expect(retried.reference).toBe(requests[0]?.reference);
    expect(requests[0]).toMatchObject({ amountNgwee: 10000, phone: '+260971234567', network: 'AIRTEL', statement: 'ZamEats order 0A1B2C' });
    expect(await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 1 });

    // A third press with the key, now answered, sends nothing more.
    await payments.start(start(order, 'attempt-0001'));
    expect(requests).toHaveLength(2);
  });

  it('gives up a payment the provider still calls pending well after its expiry, and keeps checking it for late money', async () => {
    const { db, order } = await database();
    const { provider, statuses } = fakeProvider({ silentFirst: false });
    const payments = createMobilePayments(db, provider, { promptMs: 1000, settleGraceMs: 1000, lateCheckMs: 10_000 });
    const now = new Date();
    const payment = await payments.start(start(order, 'attempt-0002'), now);

    await payments.reconcile(new Date(now.getTime() + 1500));
    expect((await payments.latestOf(order.uuid))?.status).toBe('pending');
    await payments.reconcile(new Date(now.getTime() + 2500));
    expect((await payments.latestOf(order.uuid))?.status).toBe('expired');

    statuses.set(payment.reference, { state: 'completed', providerReference: 'P-1' });
    await payments.reconcile(new Date(now.getTime() + 3000));
    expect(await payments.latestOf(order.uuid)).toMatchObject({ status: 'paid', providerReference: 'P-1' });
    expect(await db.selectFrom('orders').select(['payment_status', 'paid_with']).executeTakeFirst()).toEqual({ payment_status: 'paid', paid_with: 'mobile_money' });
  });
});
