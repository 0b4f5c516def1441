import { withDeadline } from './with-deadline';

describe('withDeadline', () => {
  it('answers what the work answers in time, and null once the time is up', async () => {
    await expect(withDeadline(Promise.resolve('menu'), 50)).resolves.toBe('menu');
    await expect(withDeadline(new Promise(() => undefined), 10)).resolves.toBeNull();
  });
});
