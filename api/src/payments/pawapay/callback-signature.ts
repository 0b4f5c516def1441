import { createHash, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createVerifier, httpbis, type Request, type Verifier, type VerifierFinder } from 'http-message-signatures';
import { parseDictionary } from 'structured-headers';

/**
 * Verification of pawaPay's signed callbacks: an RFC 9421 HTTP Message Signature, checked by the
 * `http-message-signatures` library, over a request whose body is bound by a Content-Digest field
 * (RFC 9530), checked here. What is ours is policy: which keys and algorithms are trusted, that
 * the digest must be covered, and ECDSA signatures accepted in the DER form pawaPay sends.
 */

/** What the derived components (`@method`, `@authority`, `@path`) are taken from: the request as the sender addressed it. */
export interface SignedRequestTarget {
  method: string;
  /** Host, and port when it is not the scheme's default (`shop.example.zm`). */
  authority: string;
  /** The absolute path, without the query (`/payments/callbacks/pawapay`). */
  path: string;
}

/** A public key the receiver trusts, with the key id the sender names it by (any id when absent). */
export interface TrustedKey {
  id?: string;
  key: KeyObject;
}

export interface VerifyOptions {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  request: SignedRequestTarget;
  keys: readonly TrustedKey[];
  /** How far `created` may be ahead of, and `expires` behind, the clock (`Date.now()`, which the library reads). */
  maxSkewSeconds: number;
  /** Components a signature must cover to count (the body's digest, at least). */
  requiredComponents: readonly string[];
}

/** The signature algorithms of RFC 9421's registry that pawaPay signs with. */
export const signatureAlgorithms = ['ecdsa-p256-sha256', 'ecdsa-p384-sha384', 'rsa-pss-sha512', 'rsa-v1_5-sha256'] as const;
export type SignatureAlgorithm = (typeof signatureAlgorithms)[number];

const digestAlgorithms: Readonly<Record<string, string>> = { 'sha-256': 'sha256', 'sha-512': 'sha512' };

const joined = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Whether the Content-Digest field holds for the body: it must name at least one algorithm this
 * knows (sha-256, sha-512), and every one it knows must match.
 */
export function contentDigestHolds(rawBody: Buffer, header: string | undefined): boolean {
  if (header === undefined) return false;
  let digests: ReturnType<typeof parseDictionary>;
  try {
    digests = parseDictionary(header);
  } catch {
    return false;
  }
  let checked = 0;
  for (const [name, [value]] of digests) {
    const algorithm = digestAlgorithms[name];
    if (algorithm === undefined) continue;
    if (!(value instanceof ArrayBuffer)) return false;
    const expected = createHash(algorithm).update(rawBody).digest();
    const given = Buffer.from(value);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    checked += 1;
  }
  return checked > 0;
}

const isSignatureAlgorithm = (name: unknown): name is SignatureAlgorithm => (signatureAlgorithms as readonly unknown[]).includes(name);

/** The algorithm a key fits when the signature does not name one (RSA keys fit two, so they need `alg`). */
function algorithmOfKey(key: KeyObject): SignatureAlgorithm | undefined {
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    if (curve === 'prime256v1') return 'ecdsa-p256-sha256';
    if (curve === 'secp384r1') return 'ecdsa-p384-sha384';
  }
  if (key.asymmetricKeyType === 'rsa-pss') return 'rsa-pss-sha512';
  return undefined;
}

function keyFits(key: KeyObject, algorithm: SignatureAlgorithm): boolean {
  switch (algorithm) {
    case 'ecdsa-p256-sha256':
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
    case 'ecdsa-p384-sha384':
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'secp384r1';
    case 'rsa-pss-sha512':
      return key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss';
    case 'rsa-v1_5-sha256':
      return key.asymmetricKeyType === 'rsa';
  }
}

const ecdsaHashes: Partial<Record<SignatureAlgorithm, string>> = { 'ecdsa-p256-sha256': 'sha256', 'ecdsa-p384-sha384': 'sha384' };

/**
 * The library's verifier for `algorithm`, and for ECDSA the DER encoding besides: RFC 9421 (and
 * the library) take the raw r||s pair, while pawaPay's own examples (and the signatures it sends)
 * carry the ASN.1 DER form that Java and Node produce by default.
 */
function verifierOf(algorithm: SignatureAlgorithm, key: KeyObject): (data: Buffer, signature: Buffer) => Promise<boolean> {
  const standard = createVerifier(key, algorithm);
  const hash = ecdsaHashes[algorithm];
  // Bytes that are no signature in the form tried make node:crypto throw rather than say no.
  const holds = async (check: () => Promise<boolean | null> | boolean): Promise<boolean> => {
    try {
      return (await check()) === true;
    } catch {
      return false;
    }
  };
  return async (data, signature) => {
    if (await holds(() => standard(data, signature))) return true;
    return hash !== undefined && signature[0] === 0x30 && (await holds(() => verify(hash, data, { key, dsaEncoding: 'der' }, signature)));
  };
}

/**
 * The library's key lookup: the trusted keys the signature's `keyid` names (all of them when a key
 * has no id or the signature names none) that fit its `alg` (or, without one, their own
 * algorithm). None means the signature is not one of pawaPay's, which the library counts as no
 * verdict.
 */
function keyLookupOf(keys: readonly TrustedKey[]): VerifierFinder {
  return async ({ keyid, alg }) => {
    if ((keyid !== undefined && typeof keyid !== 'string') || (alg !== undefined && !isSignatureAlgorithm(alg))) return null;
    const verifiers = keys.flatMap((trusted) => {
      if (trusted.id !== undefined && keyid !== undefined && trusted.id !== keyid) return [];
      const algorithm = alg ?? algorithmOfKey(trusted.key);
      return algorithm !== undefined && keyFits(trusted.key, algorithm) ? [verifierOf(algorithm, trusted.key)] : [];
    });
    if (verifiers.length === 0) return null;
    const verifyAny: Verifier = async (data, signature) => {
      for (const verifyOne of verifiers) if (await verifyOne(data, signature)) return true;
      return false;
    };
    return { verify: verifyAny };
  };
}

/** The headers as the library takes them (Node's may hold `undefined`). */
function headersOf(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const present: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) present[name] = value;
  return present;
}

/**
 * Whether the request's body matches its Content-Digest field, and it carries a signature by one of
 * `keys` that holds over the components it lists (which must include `requiredComponents`), within
 * its time window (`created` and `expires`, give or take `maxSkewSeconds`). Anything the library
 * rejects (a missing header, a component it cannot derive, an unknown parameter form) is false.
 */
export async function verifySignedRequest(options: VerifyOptions): Promise<boolean> {
  const { rawBody, headers, request, keys } = options;
  if (keys.length === 0) return false;
  if (!contentDigestHolds(rawBody, joined(headers['content-digest']))) return false;
  try {
    const message: Request = { method: request.method, url: new URL(`https://${request.authority}${request.path}`), headers: headersOf(headers) };
    const verdict = await httpbis.verifyMessage(
      { keyLookup: keyLookupOf(keys), requiredFields: [...options.requiredComponents], tolerance: options.maxSkewSeconds },
      message,
    );
    // null is the library's "no signature it could check": not verified.
    return verdict === true;
  } catch {
    return false;
  }
}
