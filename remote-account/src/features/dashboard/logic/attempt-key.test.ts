import { attemptKeyOf } from './attempt-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('attemptKeyOf', () => {
  it("keeps the key a form carried when the api takes it, and makes one for a form that carries none or another", () => {
    expect(attemptKeyOf('0b6f4e1c-8f0e-4b43-9d76-0c3f2a1b9e77')).toBe('0b6f4e1c-8f0e-4b43-9d76-0c3f2a1b9e77');
    expect(attemptKeyOf(null)).toMatch(UUID_V4);
    expect(attemptKeyOf('short')).toMatch(UUID_V4);
    expect(attemptKeyOf('has spaces in it')).toMatch(UUID_V4);
  });
});
