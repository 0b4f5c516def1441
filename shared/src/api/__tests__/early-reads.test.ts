import { createStore } from 'jotai';
import { fakeApi, setTestSession } from '../../testing/fake-api';
import { getFullHeroSection } from '../content';
import { EARLY_READ_MAX_AGE_MS, peekEarlyRead, startEarlyRead, startEarlyReads, takeEarlyRead } from '../early-reads';
import { getOrders } from '../orders';
import { getWalletBalance } from '../wallet';

describe('reads started ahead of the page', () => {
  it('hands the answer started ahead to the first load, and reads afresh for every later one', async () => {
    let calls = 0;
    const read = jest.fn(async () => (calls += 1));
    startEarlyRead(read, 1000);
    await expect(takeEarlyRead(read, 1500)).resolves.toBe(1);
    await expect(takeEarlyRead(read, 1600)).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads afresh when the answer started ahead is older than its limit', async () => {
    let calls = 0;
    const read = jest.fn(async () => (calls += 1));
    startEarlyRead(read, 1000);
    await expect(takeEarlyRead(read, 1000 + EARLY_READ_MAX_AGE_MS + 1)).resolves.toBe(2);
  });

  it('reads when nothing was started, and keeps each read apart', async () => {
    const orders = jest.fn(async () => ['order']);
    const balance = jest.fn(async () => 25);
    startEarlyRead(balance);
    await expect(takeEarlyRead(orders)).resolves.toEqual(['order']);
    await expect(takeEarlyRead(balance)).resolves.toBe(25);
    expect(balance).toHaveBeenCalledTimes(1);
  });

  it('hands a failed read to the page that takes it, and raises nothing before', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const read = jest.fn(async () => {
      throw new Error('401');
    });
    startEarlyRead(read);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(takeEarlyRead(read)).rejects.toThrow('401');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

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
