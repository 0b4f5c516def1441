/**
 * pawaPay (Merchant API v2) as the storefront's mobile money provider: a deposit per payment,
 * under the merchant's own reference as pawaPay's `depositId`.
 *
 * Configuration:
 * - `baseUrl`: https://api.sandbox.pawapay.io for the sandbox, https://api.pawapay.io for live
 *   payments (each environment has its own dashboard, token and keys).
 * - `apiToken`: the API token generated in pawaPay's dashboard, sent as a bearer token.
 * - `callbackPublicKey`: pawaPay's public key for signed callbacks, as the dashboard (or the
 *   `/v2/public-key/http` endpoint) gives it: a PEM string, or a list of `{ id, key }` so that the
 *   key named by the signature's `keyid` is used. Signed callbacks must be switched on in the
 *   dashboard. Without a key no callback is believed, and the merchant learns each outcome from
 *   status checks alone.
 * - `callbackUrl`: required with the key. The deposit callback URL registered in pawaPay's
 *   dashboard, which must be `<PUBLIC_URL>/payments/callbacks/pawapay`; its host and path are part
 *   of what pawaPay signs.
 */
import { createPublicKey, KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { FailureReason, MobileMoneyProvider, MobileNetwork, PaymentRequest, ProviderStatus, RequestAnswer } from '../mobile-money/provider';
import { verifySignedRequest, type SignedRequestTarget, type TrustedKey } from './callback-signature';

/** pawaPay's provider codes for Zambia's networks (all three take ZMW with two decimals). */
export const pawapayProviderCodes: Readonly<Record<MobileNetwork, string>> = {
  MTN: 'MTN_MOMO_ZMB',
  AIRTEL: 'AIRTEL_OAPI_ZMB',
  ZAMTEL: 'ZAMTEL_ZMB',
};

/**
 * pawaPay's failure codes, for a rejected deposit or a failed one, in the storefront's words. A
 * code not listed (the technical ones: authentication, invalid parameters ...) is `other`.
 * pawaPay has no code of its own for a prompt left to time out: the customer who lets it lapse
 * and the one who refuses it both come back as PAYMENT_NOT_APPROVED.
 */
export const pawapayFailureReasons: Readonly<Record<string, FailureReason>> = {
  INSUFFICIENT_BALANCE: 'insufficient_funds',
  PAYMENT_NOT_APPROVED: 'declined',
  PAYER_NOT_FOUND: 'not_allowed',
  WALLET_LIMIT_REACHED: 'not_allowed',
  PAYER_LIMIT_REACHED: 'not_allowed',
  AMOUNT_OUT_OF_BOUNDS: 'not_allowed',
  DEPOSITS_NOT_ALLOWED: 'not_allowed',
  PROVIDER_TEMPORARILY_UNAVAILABLE: 'provider_unavailable',
};

export function failureReasonOf(failureCode: string | undefined): FailureReason {
  if (failureCode === undefined || !Object.hasOwn(pawapayFailureReasons, failureCode)) return 'other';
  return pawapayFailureReasons[failureCode] ?? 'other';
}

/** pawaPay's amount for a sum of ngwee: whole kwacha bare, else two decimals ("100", "232.75", "0.05"). */
export function kwachaAmount(ngwee: number): string | null {
  if (!Number.isSafeInteger(ngwee) || ngwee <= 0) return null;
  const cents = ngwee % 100;
  const kwacha = (ngwee - cents) / 100;
  return cents === 0 ? String(kwacha) : `${kwacha}.${String(cents).padStart(2, '0')}`;
}

/** The MSISDN pawaPay wants (country code and number, digits only) for a Zambian E.164 number. */
export function msisdnOf(phone: string): string | null {
  const match = /^\+(260\d{9})$/.exec(phone);
  return match?.[1] ?? null;
}

/**
 * The statement as pawaPay takes it: letters, digits and spaces, 4 to 22 of them. Accents are
 * dropped, other signs become spaces; a statement too short to keep is left out (pawaPay then
 * shows the merchant's name).
 */
export function customerMessageOf(statement: string): string | undefined {
  const plain = statement
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'\u2019]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const message = plain.slice(0, 22).trimEnd();
  return message.length >= 4 ? message : undefined;
}

/** A public key pawaPay signs callbacks with: PEM (or base64 DER) text, a key object, or either with its key id. */
export type PawapayCallbackKey = string | KeyObject | { id: string; key: string | KeyObject };

export interface PawapayProviderOptions {
  baseUrl: string;
  apiToken: string;
  callbackPublicKey?: PawapayCallbackKey | readonly PawapayCallbackKey[];
  /** The callback URL registered in pawaPay's dashboard; required with `callbackPublicKey`. */
  callbackUrl?: string;
  fetch?: typeof fetch;
  /** How long a call may take before it counts as no answer; 30 s unless told. */
  timeoutMs?: number;
}

export interface PawapayProvider extends MobileMoneyProvider {
  /**
   * The depositId of a callback whose signature holds, given the request as pawaPay addressed it
   * (RFC 9421 signs its method, host and path, which `readCallback`'s raw body and headers do not
   * carry: `readCallback` takes them from `callbackUrl`).
   */
  readPawapayCallback(rawBody: Buffer, headers: IncomingHttpHeaders, request: SignedRequestTarget): Promise<string | null>;
}

/** What a signed callback is checked against. */
export interface PawapayCallbackVerification {
  keys: readonly TrustedKey[];
  /** How far the clocks may disagree on the signature's `created` and `expires` (the clock is `Date.now()`). */
  maxSkewSeconds?: number;
}

function publicKeyOf(key: string | KeyObject): KeyObject {
  if (typeof key !== 'string') return key;
  if (key.includes('-----BEGIN')) return createPublicKey(key);
  return createPublicKey({ key: Buffer.from(key.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

const isKeyList = (config: PawapayCallbackKey | readonly PawapayCallbackKey[]): config is readonly PawapayCallbackKey[] => Array.isArray(config);

/** The configured keys, read once (a key that does not parse is a configuration error, thrown at start). */
export function trustedKeysOf(config: PawapayCallbackKey | readonly PawapayCallbackKey[] | undefined): TrustedKey[] {
  if (config === undefined) return [];
  const list = isKeyList(config) ? config : [config];
  return list.map((entry) =>
    typeof entry === 'string' || entry instanceof KeyObject ? { key: publicKeyOf(entry) } : { id: entry.id, key: publicKeyOf(entry.key) },
  );
}

const callbackSchema = z.object({ depositId: z.string().min(1).max(64) });

/** How far the clocks may disagree when a signature's `created` and `expires` are read. */
const DEFAULT_MAX_SKEW_SECONDS = 300;

/**
 * The depositId a deposit callback is about, once its Content-Digest matches the raw body and its
 * RFC 9421 signature (covering the digest) holds under one of pawaPay's keys; null otherwise, and
 * null for a signed callback that is no deposit's (a payout's or a refund's).
 */
export async function readPawapayCallback(
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  request: SignedRequestTarget,
  verification: PawapayCallbackVerification,
): Promise<string | null> {
  const holds = await verifySignedRequest({
    rawBody,
    headers,
    request,
    keys: verification.keys,
    maxSkewSeconds: verification.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS,
    requiredComponents: ['content-digest'],
  });
  if (!holds) return null;
  try {
    const parsed = callbackSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    return parsed.success ? parsed.data.depositId : null;
  } catch {
    return null;
  }
}

const failureReasonSchema = z.object({ failureCode: z.string().min(1), failureMessage: z.string().nullish() });

/** pawaPay's answer to an initiated deposit. */
const initiationSchema = z.object({
  depositId: z.string().nullish(),
  status: z.enum(['ACCEPTED', 'REJECTED', 'DUPLICATE_IGNORED']),
  failureReason: failureReasonSchema.nullish(),
});

/** pawaPay's answer to a status check. */
const statusSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('FOUND'),
    data: z.object({
      depositId: z.string(),
      status: z.enum(['ACCEPTED', 'PROCESSING', 'IN_RECONCILIATION', 'COMPLETED', 'FAILED']),
      providerTransactionId: z.string().min(1).nullish(),
      failureReason: failureReasonSchema.nullish(),
    }),
  }),
  z.object({ status: z.literal('NOT_FOUND') }),
]);

interface Answer {
  status: number;
  body: unknown;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createPawapayProvider(options: PawapayProviderOptions): PawapayProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const keys = trustedKeysOf(options.callbackPublicKey);
  let callbackTarget: SignedRequestTarget | null = null;
  if (options.callbackUrl !== undefined) {
    const url = new URL(options.callbackUrl);
    callbackTarget = { method: 'POST', authority: url.host, path: url.pathname };
  }
  if (keys.length > 0 && !callbackTarget) throw new Error('pawaPay: a callback public key needs the callback URL registered with it (callbackUrl)');

  /** One call to the API; throws when there is no answer to go by (network, timeout, 5xx, not JSON). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.apiToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new Error(`pawaPay ${method} ${path}: no answer (${describe(error)})`, { cause: error });
    }
    if (response.status >= 500) throw new Error(`pawaPay ${method} ${path}: HTTP ${response.status}`);
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new Error(`pawaPay ${method} ${path}: HTTP ${response.status} with a body that is not JSON`);
    }
  }

  const isOk = (status: number): boolean => status >= 200 && status < 300;

  async function requestPayment(request: PaymentRequest): Promise<RequestAnswer> {
    const amount = kwachaAmount(request.amountNgwee);
    const phoneNumber = msisdnOf(request.phone);
    // Nothing pawaPay could accept: no deposit is created, so the answer is final.
    if (amount === null || phoneNumber === null) return { accepted: false, reason: 'other' };
    const customerMessage = customerMessageOf(request.statement);
    const answer = await call('POST', '/v2/deposits', {
      depositId: request.reference,
      amount,
      currency: 'ZMW',
      payer: { type: 'MMO', accountDetails: { phoneNumber, provider: pawapayProviderCodes[request.network] } },
      ...(customerMessage === undefined ? {} : { customerMessage }),
    });
    const parsed = initiationSchema.safeParse(answer.body);
    if (!parsed.success) throw new Error(`pawaPay POST /v2/deposits: HTTP ${answer.status} with an answer it does not document`);
    const deposit = parsed.data;
    if (deposit.depositId != null && deposit.depositId !== request.reference) {
      throw new Error(`pawaPay POST /v2/deposits: answered for another deposit (${deposit.depositId})`);
    }
    if (deposit.status === 'REJECTED') {
      const code = deposit.failureReason?.failureCode;
      // pawaPay could not tell what became of the request: only a retry under the same depositId will.
      if (code === 'UNKNOWN_ERROR') throw new Error('pawaPay POST /v2/deposits: rejected with UNKNOWN_ERROR');
      return { accepted: false, reason: failureReasonOf(code) };
    }
    // ACCEPTED, or DUPLICATE_IGNORED: a deposit under this depositId already exists (the retry of
    // a request whose answer was lost), and its status check tells the rest.
    if (!isOk(answer.status)) throw new Error(`pawaPay POST /v2/deposits: ${deposit.status} with HTTP ${answer.status}`);
    return { accepted: true };
  }

  async function checkPayment(reference: string): Promise<ProviderStatus> {
    const path = `/v2/deposits/${encodeURIComponent(reference)}`;
    const answer = await call('GET', path);
    const parsed = statusSchema.safeParse(answer.body);
    if (!parsed.success) throw new Error(`pawaPay GET ${path}: HTTP ${answer.status} with an answer it does not document`);
    if (parsed.data.status === 'NOT_FOUND') {
      if (!isOk(answer.status) && answer.status !== 404) throw new Error(`pawaPay GET ${path}: NOT_FOUND with HTTP ${answer.status}`);
      return { state: 'unknown' };
    }
    if (!isOk(answer.status)) throw new Error(`pawaPay GET ${path}: FOUND with HTTP ${answer.status}`);
    const deposit = parsed.data.data;
    if (deposit.depositId !== reference) throw new Error(`pawaPay GET ${path}: answered for another deposit (${deposit.depositId})`);
    switch (deposit.status) {
      case 'ACCEPTED':
      case 'PROCESSING':
      case 'IN_RECONCILIATION':
        return { state: 'pending' };
      case 'COMPLETED':
        // The network's own transaction id, which the customer's SMS receipt shows.
        return { state: 'completed', providerReference: deposit.providerTransactionId ?? deposit.depositId };
      case 'FAILED':
        return { state: 'failed', reason: failureReasonOf(deposit.failureReason?.failureCode) };
    }
  }

  async function readPawapayCallbackOf(rawBody: Buffer, headers: IncomingHttpHeaders, request: SignedRequestTarget): Promise<string | null> {
    if (keys.length === 0) return null;
    return readPawapayCallback(rawBody, headers, request, { keys });
  }

  return {
    name: 'pawapay',
    requestPayment,
    checkPayment,
    readCallback: async (rawBody, headers) => (callbackTarget ? readPawapayCallbackOf(rawBody, headers, callbackTarget) : null),
    readPawapayCallback: readPawapayCallbackOf,
    promptPageUrl: async () => null,
  };
}
