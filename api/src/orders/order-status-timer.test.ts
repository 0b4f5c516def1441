import { seedRiders } from '../seed/riders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { placeOrder } from '../test-support/test-orders';
import { registerAndSignIn, type TestUser } from '../test-support/test-users';
import { advanceOrderStatuses } from './order-status-timer';

const step = 1000;
const start = new Date('2025-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

describe('advanceOrderStatuses', () => {
  let testApp: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    // The app's own timer is off: the test moves time by hand.
    testApp = await createTestApp({ orderStatusStepMs: 0 });
    customer = await registerAndSignIn(testApp.app);
  });
  afterAll(() => testApp.close());

  /** An order as it stands at `start`: placed for pickup, then given the type and statuses asked for. */
  async function orderIn(paymentStatus: 'paid' | 'pending', status = 'pending', orderType = 'delivery'): Promise<string> {
    const uuid = await placeOrder(testApp.app, customer, { lines: [{ meal: 'Chikanda', quantity: 1 }], orderType: 'pickup' });
    await testApp.db
      .updateTable('orders')
      .set({ payment_status: paymentStatus, status, order_type: orderType, status_changed_at: start.toISOString() })
      .where('uuid', '=', uuid)
      .execute();
    return uuid;
  }

  function state(uuid: string) {
    return testApp.db
      .selectFrom('orders')
      .select(['status', 'status_changed_at', 'rider_name', 'rider_phone'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
  }

  it('moves a paid order one status per step, with a rider once it is on its way', async () => {
    const paid = await orderIn('paid');
    const unpaid = await orderIn('pending');
    const cancelled = await orderIn('paid', 'cancelled');

    await advanceOrderStatuses(testApp.db, at(step - 1), step);
    expect((await state(paid)).status).toBe('pending');

    await advanceOrderStatuses(testApp.db, at(step), step);
    expect(await state(paid)).toEqual({ status: 'processing', status_changed_at: at(step).toISOString(), rider_name: null, rider_phone: null });

    await advanceOrderStatuses(testApp.db, at(2 * step + 500), step);
    const onTheWay = await state(paid);
    expect(onTheWay).toMatchObject({ status: 'ontheway', status_changed_at: at(2 * step).toISOString() });
    expect(seedRiders).toContainEqual({ name: onTheWay.rider_name, phone: onTheWay.rider_phone });
    expect(onTheWay.rider_phone).toMatch(/^\+260\d{9}$/);

    await advanceOrderStatuses(testApp.db, at(3 * step), step);
    expect(await state(paid)).toMatchObject({ status: 'delivered', rider_name: onTheWay.rider_name });
    await advanceOrderStatuses(testApp.db, at(100 * step), step);
    expect((await state(paid)).status).toBe('delivered');

    expect((await state(unpaid)).status).toBe('pending');
    expect((await state(cancelled)).status).toBe('cancelled');
  });

  it.each(['pickup', 'dine-in'])('takes a paid %s order from the kitchen to the customer, never on the way and with no rider', async (orderType) => {
    const order = await orderIn('paid', 'pending', orderType);
    const seen: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      await advanceOrderStatuses(testApp.db, at(n * step), step);
      seen.push((await state(order)).status);
    }
    expect(seen).toEqual(['processing', 'delivered', 'delivered', 'delivered']);
    expect((await state(order)).rider_name).toBeNull();
  });

  it('catches up on missed steps, stamping the time the last one fell due', async () => {
    const paid = await orderIn('paid');
    expect(await advanceOrderStatuses(testApp.db, at(2 * step + 10), step)).toBeGreaterThanOrEqual(1);
    expect(await state(paid)).toMatchObject({ status: 'ontheway', status_changed_at: at(2 * step).toISOString() });
    expect((await state(paid)).rider_name).not.toBeNull();

    const late = await orderIn('paid');
    await advanceOrderStatuses(testApp.db, at(50 * step), step);
    expect(await state(late)).toMatchObject({ status: 'delivered', status_changed_at: at(3 * step).toISOString() });
    expect((await state(late)).rider_name).not.toBeNull();
  });

  it('gives the same order the same rider', async () => {
    const first = await orderIn('paid');
    await advanceOrderStatuses(testApp.db, at(2 * step), step);
    const rider = (await state(first)).rider_name;
    await testApp.db
      .updateTable('orders')
      .set({ status: 'pending', rider_name: null, rider_phone: null, status_changed_at: start.toISOString() })
      .where('uuid', '=', first)
      .execute();
    await advanceOrderStatuses(testApp.db, at(2 * step), step);
    expect((await state(first)).rider_name).toBe(rider);
  });
});

describe('the status timer of the app', () => {
  it('moves a paid order to delivered on its own and stops with the app', async () => {
    const testApp = await createTestApp({ orderStatusStepMs: 10 });
    try {
      const customer = await registerAndSignIn(testApp.app);
      const uuid = await placeOrder(testApp.app, customer, { lines: [{ meal: 'Chikanda', quantity: 1 }], orderType: 'pickup' });
      await testApp.db
        .updateTable('orders')
        .set({ payment_status: 'paid', status_changed_at: new Date().toISOString() })
        .where('uuid', '=', uuid)
        .execute();
      const statusOf = async () =>
        (await testApp.db.selectFrom('orders').select('status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).status;
      const deadline = Date.now() + 2000;
      while ((await statusOf()) !== 'delivered' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await statusOf()).toBe('delivered');
    } finally {
      await testApp.close();
    }
  });
});
