import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { readWalletBeforeDeletion } from './deletion-reads';

beforeEach(() => setTestSession(createStore()));

describe('readWalletBeforeDeletion', () => {
  it("reads the customer's wallet balance with their session", async () => {
    const api = fakeApi({ 'GET /wallet/balance': { body: { balance: '344.75' } } });
    await expect(readWalletBeforeDeletion()).resolves.toEqual({ balance: 344.75 });
    expect(api.sentTo('GET /wallet/balance')[0]?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('is a zero balance when it cannot be read: the server checks again on deletion', async () => {
    fakeApi({ 'GET /wallet/balance': { status: 500, body: { message: 'Server Error' } } });
    await expect(readWalletBeforeDeletion()).resolves.toEqual({ balance: 0 });
  });
});
