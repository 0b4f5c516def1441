import { attemptKeyOf, newAttemptKey } from './attempt-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newAttemptKey', () => {
  it('is a fresh UUID each time', () => {
    const first = newAttemptKey();
    expect(first).toMatch(UUID_V4);
    expect(newAttemptKey()).not.toBe(first);
  });

  it('makes one from random bytes on a page the browser gives no randomUUID (not https)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const key = newAttemptKey();
      expect(key).toMatch(UUID_V4);
      expect(newAttemptKey()).not.toBe(key);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('attemptKeyOf', () => {
  it("keeps the key a form carried when the api takes it, and makes one for a form that carries none or another", () => {
    expect(attemptKeyOf('0b6f4e1c-8f0e-4b43-9d76-0c3f2a1b9e77')).toBe('0b6f4e1c-8f0e-4b43-9d76-0c3f2a1b9e77');
    expect(attemptKeyOf(null)).toMatch(UUID_V4);
    expect(attemptKeyOf('short')).toMatch(UUID_V4);
    expect(attemptKeyOf('has spaces in it')).toMatch(UUID_V4);
  });
});
