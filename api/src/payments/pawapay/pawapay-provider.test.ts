import { constants, createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { PaymentRequest } from '../mobile-money/provider';
import { contentDigestHolds } from './callback-signature';
import { createPawapayProvider, customerMessageOf, failureReasonOf, kwachaAmount, msisdnOf, type PawapayProviderOptions } from './pawapay-provider';

const BASE_URL = 'https://api.sandbox.pawapay.io';
const TOKEN = 'sandbox-token-123';
const REFERENCE = 'd1f7a3c2-5b8e-4f21-9c4d-2a6b8e1f0c37';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8');

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that records each request and answers with a recorded answer; no request leaves the process. */
function recordedFetch(body: string, status = 200): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fake: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fake, calls };
}

function provider(fake: typeof fetch, extra: Partial<PawapayProviderOptions> = {}) {
  return createPawapayProvider({ baseUrl: `${BASE_URL}/`, apiToken: TOKEN, fetch: fake, ...extra });
}

const payment = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference: REFERENCE,
  amountNgwee: 23275,
  phone: '+260971234567',
  network: 'AIRTEL',
  statement: "Order #1042 at Chikanda's Kitchen!",
  ...overrides,
});

function onlyCall(calls: Call[]): Call {
  expect(calls).toHaveLength(1);
  const [call] = calls;
  if (!call) throw new Error('no call');
  return call;
}

function sentBody(call: Call): unknown {
  return JSON.parse(String(call.init?.body));
}

describe('pawaPay: initiating a deposit', () => {
  it('posts the deposit to /v2/deposits with the bearer token, and ACCEPTED means accepted', async () => {
    const { fetch, calls } = recordedFetch(fixture('initiate-accepted'));
    await expect(provider(fetch).requestPayment(payment())).resolves.toEqual({ accepted: true });

    const call = onlyCall(calls);
    expect(call.url).toBe(`${BASE_URL}/v2/deposits`);
    expect(call.init?.method).toBe('POST');
    const headers = new Headers(call.init?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(sentBody(call)).toEqual({
      depositId: REFERENCE,
      amount: '232.75',
      currency: 'ZMW',
      payer: { type: 'MMO', accountDetails: { phoneNumber: '260971234567', provider: 'AIRTEL_OAPI_ZMB' } },
      customerMessage: 'Order 1042 at Chikanda',
    });
  });

  it.each([
    ['MTN', 'MTN_MOMO_ZMB'],
    ['AIRTEL', 'AIRTEL_OAPI_ZMB'],
    ['ZAMTEL', 'ZAMTEL_ZMB'],
  ] as const)('sends %s as the provider %s', async (network, code) => {
    const { fetch, calls } = recordedFetch(fixture('initiate-accepted'));
    await provider(fetch).requestPayment(payment({ network }));
    expect(sentBody(onlyCall(calls))).toMatchObject({ payer: { accountDetails: { provider: code } } });
  });

  it('sends whole kwacha without decimals, and ngwee with two', async () => {
    for (const [ngwee, amount] of [
      [10000, '100'],
      [23250, '232.50'],
      [5, '0.05'],
    ] as const) {
      const { fetch, calls } = recordedFetch(fixture('initiate-accepted'));
      await provider(fetch).requestPayment(payment({ amountNgwee: ngwee }));
      expect(sentBody(onlyCall(calls))).toMatchObject({ amount });
    }
  });

  it('takes DUPLICATE_IGNORED (a retry under the same depositId) as accepted', async () => {
    const { fetch } = recordedFetch(fixture('initiate-duplicate-ignored'));
    await expect(provider(fetch).requestPayment(payment())).resolves.toEqual({ accepted: true });
  });

  it('maps a rejection to its failure reason', async () => {
    const invalidPhone = recordedFetch(fixture('initiate-rejected-invalid-phone'));
    await expect(provider(invalidPhone.fetch).requestPayment(payment())).resolves.toEqual({ accepted: false, reason: 'other' });
    const unavailable = recordedFetch(fixture('initiate-rejected-provider-unavailable'));
    await expect(provider(unavailable.fetch).requestPayment(payment())).resolves.toEqual({ accepted: false, reason: 'provider_unavailable' });
  });

  it('reads a rejection that comes with HTTP 400', async () => {
    const body = JSON.stringify({ status: 'REJECTED', failureReason: { failureCode: 'INVALID_PARAMETER', failureMessage: 'amount' } });
    const { fetch } = recordedFetch(body, 400);
    await expect(provider(fetch).requestPayment(payment())).resolves.toEqual({ accepted: false, reason: 'other' });
  });

  it('sends nothing for an amount or a phone number pawaPay could not take', async () => {
    for (const bad of [{ amountNgwee: 0 }, { amountNgwee: 12.5 }, { phone: '0971234567' }, { phone: '+255712345678' }]) {
      const { fetch, calls } = recordedFetch(fixture('initiate-accepted'));
      await expect(provider(fetch).requestPayment(payment(bad))).resolves.toEqual({ accepted: false, reason: 'other' });
      expect(calls).toHaveLength(0);
    }
  });

  it('leaves the customer message out when too little of the statement is left', async () => {
    const { fetch, calls } = recordedFetch(fixture('initiate-accepted'));
    await provider(fetch).requestPayment(payment({ statement: '#1!' }));
    expect(sentBody(onlyCall(calls))).not.toHaveProperty('customerMessage');
  });

  it('throws, so that the caller retries under the same reference, when there is no answer to go by', async () => {
    const answers: Array<[string, number]> = [
      ['{"errorMessage":"upstream"}', 502],
      ['<html>bad gateway</html>', 200],
      ['{"status":"MAYBE"}', 200],
      ['{"depositId":"00000000-0000-4000-8000-000000000000","status":"ACCEPTED"}', 200],
      ['{"status":"REJECTED","failureReason":{"failureCode":"UNKNOWN_ERROR"}}', 200],
      ['{"status":"ACCEPTED"}', 403],
    ];
    for (const [body, status] of answers) {
      const { fetch } = recordedFetch(body, status);
      await expect(provider(fetch).requestPayment(payment())).rejects.toThrow(/pawaPay/);
    }
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(provider(offline).requestPayment(payment())).rejects.toThrow(/no answer/);
  });
});

describe('pawaPay: checking a deposit', () => {
  it('gets /v2/deposits/{depositId} with the bearer token', async () => {
    const { fetch, calls } = recordedFetch(fixture('status-found-processing'));
    await expect(provider(fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'pending' });
    const call = onlyCall(calls);
    expect(call.url).toBe(`${BASE_URL}/v2/deposits/${REFERENCE}`);
    expect(call.init?.method).toBe('GET');
    expect(new Headers(call.init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.init?.body).toBeUndefined();
  });

  it('takes ACCEPTED, PROCESSING and IN_RECONCILIATION as pending', async () => {
    for (const status of ['ACCEPTED', 'PROCESSING', 'IN_RECONCILIATION']) {
      const answer = JSON.parse(fixture('status-found-processing')) as { data: { status: string } };
      answer.data.status = status;
      const { fetch } = recordedFetch(JSON.stringify(answer));
      await expect(provider(fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'pending' });
    }
  });

  it('gives a completed deposit with the provider transaction id', async () => {
    const { fetch } = recordedFetch(fixture('status-found-completed'));
    await expect(provider(fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'completed', providerReference: 'MP250314.0921.C47215' });
  });

  it('gives a failed deposit with its mapped reason', async () => {
    const insufficient = recordedFetch(fixture('status-found-failed-insufficient-balance'));
    await expect(provider(insufficient.fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'failed', reason: 'insufficient_funds' });
    const notApproved = recordedFetch(fixture('status-found-failed-not-approved'));
    await expect(provider(notApproved.fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'failed', reason: 'declined' });
  });

  it('gives unknown for a deposit pawaPay does not have', async () => {
    const { fetch } = recordedFetch(fixture('status-not-found'));
    await expect(provider(fetch).checkPayment(REFERENCE)).resolves.toEqual({ state: 'unknown' });
  });

  it('throws on an answer it cannot read, a 5xx, or another deposit', async () => {
    const other = fixture('status-found-completed').replace(REFERENCE, '00000000-0000-4000-8000-000000000000');
    const enqueued = fixture('status-found-processing').replace('"PROCESSING"', '"ENQUEUED"');
    for (const [body, status] of [
      [fixture('status-found-completed'), 503],
      ['not json', 200],
      [other, 200],
      [enqueued, 200],
      ['{"status":"FOUND"}', 200],
      ['{"failureReason":{"failureCode":"AUTHENTICATION_ERROR"}}', 401],
    ] as const) {
      const { fetch } = recordedFetch(body, status);
      await expect(provider(fetch).checkPayment(REFERENCE)).rejects.toThrow(/pawaPay GET/);
    }
  });
});

describe('pawaPay: the pieces of a request', () => {
  it('formats ngwee as kwacha with integers only', () => {
    expect(kwachaAmount(23275)).toBe('232.75');
    expect(kwachaAmount(10000)).toBe('100');
    expect(kwachaAmount(1)).toBe('0.01');
    expect(kwachaAmount(10)).toBe('0.10');
    expect(kwachaAmount(900719925474099)).toBe('9007199254740.99');
    expect(kwachaAmount(0)).toBeNull();
    expect(kwachaAmount(-100)).toBeNull();
    expect(kwachaAmount(0.5)).toBeNull();
  });

  it('turns a Zambian E.164 number into the MSISDN', () => {
    expect(msisdnOf('+260971234567')).toBe('260971234567');
    expect(msisdnOf('260971234567')).toBeNull();
    expect(msisdnOf('+26097123456')).toBeNull();
  });

  it('fits the statement to 4 to 22 letters, digits and spaces', () => {
    expect(customerMessageOf("Order #1042 at Chikanda's Kitchen!")).toBe('Order 1042 at Chikanda');
    expect(customerMessageOf('Café Lusaka – order 7')).toBe('Cafe Lusaka order 7');
    expect(customerMessageOf('Ab')).toBeUndefined();
  });

  it('maps failure codes in one table, anything else to other', () => {
    expect(failureReasonOf('INSUFFICIENT_BALANCE')).toBe('insufficient_funds');
    expect(failureReasonOf('PAYMENT_NOT_APPROVED')).toBe('declined');
    expect(failureReasonOf('WALLET_LIMIT_REACHED')).toBe('not_allowed');
    expect(failureReasonOf('PAYER_NOT_FOUND')).toBe('not_allowed');
    expect(failureReasonOf('PROVIDER_TEMPORARILY_UNAVAILABLE')).toBe('provider_unavailable');
    expect(failureReasonOf('UNSPECIFIED_FAILURE')).toBe('other');
    expect(failureReasonOf('toString')).toBe('other');
    expect(failureReasonOf(undefined)).toBe('other');
  });
});

describe('pawaPay: signed callbacks', () => {
  const CALLBACK_URL = 'https://shop.example.zm/api/payments/callbacks/pawapay';
  const AUTHORITY = 'shop.example.zm';
  const PATH = '/api/payments/callbacks/pawapay';
  const NOW = Date.UTC(2025, 2, 14, 9, 21, 30);
  const CREATED = Math.floor(NOW / 1000) - 2;
  const body = fixture('callback-deposit-completed');
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  // The library reads signatures' time windows against Date.now().
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  interface Signing {
    body?: string;
    privateKey?: KeyObject;
    alg?: string;
    keyId?: string;
    created?: number;
    digest?: 'sha-256' | 'sha-512';
    components?: readonly string[];
    signer?: (base: Buffer, key: KeyObject) => Buffer;
  }

  /** pawaPay's callback headers, signed as RFC 9421 prescribes, the signature base written out here by hand. */
  function signedCallback(options: Signing = {}): IncomingHttpHeaders {
    const sent = options.body ?? body;
    const created = options.created ?? CREATED;
    const algorithm = options.digest ?? 'sha-512';
    const digest = `${algorithm}=:${createHash(algorithm.replace('-', '')).update(sent).digest('base64')}:`;
    const signatureDate = new Date(created * 1000).toISOString();
    const values: Record<string, string> = {
      '@method': 'POST',
      '@authority': AUTHORITY,
      '@path': PATH,
      'signature-date': signatureDate,
      'content-digest': digest,
      'content-type': 'application/json',
    };
    const components = options.components ?? Object.keys(values);
    const params =
      `(${components.map((name) => `"${name}"`).join(' ')})` +
      `;alg="${options.alg ?? 'ecdsa-p256-sha256'}";keyid="${options.keyId ?? 'HTTP_EC_P256_KEY:1'}";created=${created};expires=${created + 60}`;
    const base = [...components.map((name) => `"${name}": ${values[name]}`), `"@signature-params": ${params}`].join('\n');
    // pawaPay, like Node and Java by default, sends ECDSA signatures DER-encoded.
    const signer = options.signer ?? ((data: Buffer, key: KeyObject) => sign('sha256', data, key));
    const signature = signer(Buffer.from(base, 'utf8'), options.privateKey ?? ec.privateKey);
    return {
      host: AUTHORITY,
      'content-type': 'application/json',
      'content-digest': digest,
      'signature-date': signatureDate,
      'signature-input': `sig-pp=${params}`,
      signature: `sig-pp=:${signature.toString('base64')}:`,
    };
  }

  const pem = (key: KeyObject): string => key.export({ type: 'spki', format: 'pem' }).toString();
  const callbackProvider = (extra: Partial<PawapayProviderOptions> = {}) =>
    provider(recordedFetch('{}').fetch, { callbackPublicKey: pem(ec.publicKey), callbackUrl: CALLBACK_URL, ...extra });
  const read = (headers: IncomingHttpHeaders, raw = body, extra: Partial<PawapayProviderOptions> = {}) =>
    callbackProvider(extra).readCallback(Buffer.from(raw, 'utf8'), headers);

  it('gives the depositId of a callback signed with pawaPay key', async () => {
    await expect(read(signedCallback())).resolves.toBe(REFERENCE);
  });

  it('takes the raw r||s form of ECDSA as well, and a sha-256 digest', async () => {
    const raw = (data: Buffer, key: KeyObject) => sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' });
    await expect(read(signedCallback({ signer: raw, digest: 'sha-256' }))).resolves.toBe(REFERENCE);
  });

  it('verifies RSA-PSS SHA-512 signatures', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pss = (data: Buffer, key: KeyObject) => sign('sha512', data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 });
    const headers = signedCallback({ privateKey: rsa.privateKey, alg: 'rsa-pss-sha512', keyId: 'HTTP_RSA_KEY:1', signer: pss });
    await expect(read(headers, body, { callbackPublicKey: pem(rsa.publicKey) })).resolves.toBe(REFERENCE);
  });

  it('picks the key the signature names when several are configured', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const keys = [
      { id: 'HTTP_EC_P256_KEY:0', key: pem(other.publicKey) },
      { id: 'HTTP_EC_P256_KEY:1', key: pem(ec.publicKey) },
    ];
    await expect(read(signedCallback(), body, { callbackPublicKey: keys })).resolves.toBe(REFERENCE);
    await expect(read(signedCallback({ keyId: 'HTTP_EC_P256_KEY:0' }), body, { callbackPublicKey: keys })).resolves.toBeNull();
  });

  it('gives null for a changed body', async () => {
    await expect(read(signedCallback(), body.replace('232.75', '2327.50'))).resolves.toBeNull();
  });

  it('gives null for a digest changed along with the body', async () => {
    const tampered = body.replace('COMPLETED', 'FAILED');
    const headers = signedCallback();
    headers['content-digest'] = `sha-512=:${createHash('sha512').update(tampered).digest('base64')}:`;
    await expect(read(headers, tampered)).resolves.toBeNull();
  });

  it('gives null for a digest that does not match the body', async () => {
    const headers = signedCallback();
    headers['content-digest'] = `sha-512=:${createHash('sha512').update('{}').digest('base64')}:`;
    await expect(read(headers)).resolves.toBeNull();
    headers['content-digest'] = 'md5=:AAAA:';
    await expect(read(headers)).resolves.toBeNull();
  });

  it('gives null for a signature that does not cover the Content-Digest', async () => {
    const components = ['@method', '@authority', '@path', 'signature-date', 'content-type'];
    await expect(read(signedCallback({ components }))).resolves.toBeNull();
    await expect(read(signedCallback({ components: [...components, 'content-digest'] }))).resolves.toBe(REFERENCE);
  });

  it('gives null for another key', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(read(signedCallback({ privateKey: other.privateKey }))).resolves.toBeNull();
  });

  it.each(['signature', 'signature-input', 'content-digest', 'signature-date', 'content-type'])('gives null without the %s header', async (name) => {
    const headers = signedCallback();
    delete headers[name];
    await expect(read(headers)).resolves.toBeNull();
  });

  it('gives null for a callback signed for another address', async () => {
    const elsewhere = createPawapayProvider({
      baseUrl: BASE_URL,
      apiToken: TOKEN,
      callbackPublicKey: pem(ec.publicKey),
      callbackUrl: 'https://shop.example.zm/payments/callbacks/pawapay',
    });
    await expect(elsewhere.readCallback(Buffer.from(body), signedCallback())).resolves.toBeNull();
  });

  it('reads the request explicitly through readPawapayCallback', async () => {
    const p = callbackProvider();
    const raw = Buffer.from(body);
    await expect(p.readPawapayCallback(raw, signedCallback(), { method: 'POST', authority: AUTHORITY, path: PATH })).resolves.toBe(REFERENCE);
    await expect(p.readPawapayCallback(raw, signedCallback(), { method: 'PUT', authority: AUTHORITY, path: PATH })).resolves.toBeNull();
    await expect(p.readPawapayCallback(raw, signedCallback(), { method: 'POST', authority: 'evil.example', path: PATH })).resolves.toBeNull();
  });

  it('gives null for a signature long expired or from the future', async () => {
    await expect(read(signedCallback({ created: CREATED - 3600 }))).resolves.toBeNull();
    await expect(read(signedCallback({ created: CREATED + 3600 }))).resolves.toBeNull();
  });

  it('gives null for an algorithm that does not fit the key, or none it knows', async () => {
    await expect(read(signedCallback({ alg: 'rsa-pss-sha512' }))).resolves.toBeNull();
    await expect(read(signedCallback({ alg: 'hmac-sha256' }))).resolves.toBeNull();
  });

  it('gives null for a signed callback that is no deposit', async () => {
    const payout = body.replace('"depositId"', '"payoutId"');
    await expect(read(signedCallback({ body: payout }), payout)).resolves.toBeNull();
  });

  it('believes no callback without a configured key', async () => {
    const p = provider(recordedFetch('{}').fetch, { callbackUrl: CALLBACK_URL });
    await expect(p.readCallback(Buffer.from(body), signedCallback())).resolves.toBeNull();
  });

  it('refuses a key without the callback URL it signs for', () => {
    expect(() => provider(recordedFetch('{}').fetch, { callbackPublicKey: pem(ec.publicKey) })).toThrow(/callbackUrl/);
  });

  it('has no prompt page', async () => {
    expect(await callbackProvider().promptPageUrl(REFERENCE)).toBeNull();
  });
});

describe('Content-Digest', () => {
  it('requires every known digest to match and at least one to be known', () => {
    const raw = Buffer.from('{"a":1}');
    const sha256 = createHash('sha256').update(raw).digest('base64');
    const sha512 = createHash('sha512').update(raw).digest('base64');
    expect(contentDigestHolds(raw, `sha-256=:${sha256}:`)).toBe(true);
    expect(contentDigestHolds(raw, `sha-256=:${sha256}:, sha-512=:${sha512}:`)).toBe(true);
    expect(contentDigestHolds(raw, `sha-256=:${sha256}:, sha-512=:${sha256}:`)).toBe(false);
    expect(contentDigestHolds(raw, `unixsum=:${sha256}:`)).toBe(false);
    expect(contentDigestHolds(raw, undefined)).toBe(false);
  });

  it('rejects a field that is no dictionary of byte sequences', () => {
    const raw = Buffer.from('{"a":1}');
    const sha256 = createHash('sha256').update(raw).digest('base64');
    for (const bad of [`sha-256=${sha256}`, `sha-256="${sha256}"`, 'sha-256=:@@:', `sha-256=:${sha256}:,`, `SHA-256=:${sha256}:`]) {
      expect(contentDigestHolds(raw, bad)).toBe(false);
    }
  });
});
