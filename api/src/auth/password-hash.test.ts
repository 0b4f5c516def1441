import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the password a hash was made from and nothing else', async () => {
    const stored = await hashPassword('Mwamba#2024');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    await expect(verifyPassword('Mwamba#2024', stored)).resolves.toBe(true);
    await expect(verifyPassword('mwamba#2024', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('never matches a malformed or hostile stored value', async () => {
    const stored = await hashPassword('secret');
    const [, , , , salt, key] = stored.split('$');
    await expect(verifyPassword('secret', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('secret', `bcrypt$16384$8$1$${salt}$${key}`)).resolves.toBe(false);
    await expect(verifyPassword('secret', `scrypt$1073741824$8$1$${salt}$${key}`)).resolves.toBe(false);
    await expect(verifyPassword('secret', `scrypt$16384$8$1$${salt}$${key?.slice(0, 20)}`)).resolves.toBe(false);
  });

  it('answers false for the decoy', async () => {
    await expect(verifyAgainstDecoy('anything')).resolves.toBe(false);
  });
});
