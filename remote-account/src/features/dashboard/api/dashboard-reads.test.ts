import { setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { backend, orderAnswer, profileAnswer, promptAnswer, UUID } from '../test-support/order-backend';
import { readOrder } from './dashboard-reads';

beforeEach(() => setTestSession(createStore()));

describe('readOrder', () => {
  it("reads the profile's phone beside an unpaid order with a mobile money payment, for a new prompt to it", async () => {
    const { api } = backend([orderAnswer({ payment: promptAnswer({ status: 'failed' }) })], { 'GET /profile': profileAnswer('+260961234567') });
    await expect(readOrder(UUID)).resolves.toMatchObject({ order: { status: 'success', data: { uuid: UUID } }, profilePhone: '+260961234567' });
    expect(api.sentTo('GET /profile')).toHaveLength(1);
  });

  it.each([
    ['an order paid', { payment_status: 'paid', payment: promptAnswer({ status: 'paid' }) }],
    ['an order without a mobile money payment', { payment: null }],
  ])('reads no profile for %s', async (_case, order) => {
    const { api } = backend([orderAnswer(order)]);
    await expect(readOrder(UUID)).resolves.toMatchObject({ order: { status: 'success' }, profilePhone: null });
    expect(api.sentTo('GET /profile')).toHaveLength(0);
  });

  it('shows the order without the phone when the profile cannot be read', async () => {
    backend([orderAnswer({ payment: promptAnswer() })], { 'GET /profile': { status: 500 } });
    await expect(readOrder(UUID)).resolves.toMatchObject({ order: { status: 'success' }, profilePhone: null });
  });
});
