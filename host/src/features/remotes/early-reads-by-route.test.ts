import { EARLY_READ_MAX_AGE_MS, getFullHeroSection, getOrders, getWalletBalance, peekEarlyRead, takeEarlyRead } from '@storefront/api-client';
import { fakeApi, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { startEarlyReads } from './early-reads-by-route';

describe("a page's reads that carry the customer's token", () => {
  /** A read reaches the fake server by the next task. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  function backend() {
    return fakeApi({
      'GET /orders': { body: { success: true, data: [] } },
      'GET /wallet/balance': { body: { balance: '12.00' } },
    });
  }

  it("start for the dashboard of a signed-in customer, each sent once however the page takes them", async () => {
    const api = backend();
    setTestSession(createStore());
    startEarlyReads('/user/dashboard');
    await settle();
    expect(api.sentTo('GET /orders')).toHaveLength(1);
    expect(api.sentTo('GET /orders')[0]?.headers.get('authorization')).toBe('Bearer test-token');
    await expect(takeEarlyRead(getOrders)).resolves.toEqual([]);
    await expect(takeEarlyRead(getWalletBalance)).resolves.toBe(12);
    expect(api.requests).toHaveLength(2);
  });

  it('start for no visitor who is not signed in, and for no other page', async () => {
    const api = backend();
    setTestSession(createStore(), null);
    startEarlyReads('/user/dashboard');
    setTestSession(createStore());
    startEarlyReads('/user/profile');
    startEarlyReads('/menu');
    await settle();
    expect(api.requests).toHaveLength(0);
  });

  it("start the home hero's read for every visitor, its answer ready to show once in and taken once", async () => {
    const api = fakeApi({
      'GET /components/full-hero-sections/active': { body: { success: true, full_hero_section: { title: 'Zambian flavours' } } },
    });
    setTestSession(createStore(), null);
    const reads = startEarlyReads('/');
    expect(peekEarlyRead(getFullHeroSection)).toBeUndefined();
    await reads;
    expect(peekEarlyRead(getFullHeroSection)).toMatchObject({ title: 'Zambian flavours' });
    expect(peekEarlyRead(getFullHeroSection, Date.now() + EARLY_READ_MAX_AGE_MS + 1000)).toBeUndefined();
    await expect(takeEarlyRead(getFullHeroSection)).resolves.toMatchObject({ title: 'Zambian flavours' });
    expect(api.requests).toHaveLength(1);
    expect(peekEarlyRead(getFullHeroSection)).toBeUndefined();
  });
});
