import { EARLY_READ_MAX_AGE_MS, startEarlyRead, takeEarlyRead } from '../early-reads';

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
