import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt; about 50 ms and 16 MiB per hash. */
const currentParams: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 64;
/** Bounds for parameters read back from the database, so a damaged row cannot exhaust memory. */
const maxN = 2 ** 20;
const maxRp = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, currentParams);
  const { N, r, p } = currentParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseStored(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const validN = Number.isInteger(params.N) && params.N > 1 && params.N <= maxN && (params.N & (params.N - 1)) === 0;
  const validRp = [params.r, params.p].every((value) => Number.isInteger(value) && value >= 1 && value <= maxRp);
  if (!validN || !validRp) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether `password` is the one `stored` was made from; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.key.length !== keyBytes) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

let decoyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification on a hash nobody owns, so a login for an unknown account
 * takes as long as one with a wrong password and does not reveal which e-mails are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
