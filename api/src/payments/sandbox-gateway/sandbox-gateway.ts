import { LRUCache } from 'lru-cache';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connect-database';
import { randomToken } from '../../lib/random-token';
import type { FailureReason, MobileNetwork, PaymentRequest, ProviderStatus, RequestAnswer } from '../mobile-money/provider';

/** The header that carries the sandbox's callback signature: `sha256=<hex HMAC of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How the sandbox delivers callbacks: as a real gateway does, once; or twice, or never, to try the merchant. */
export type CallbackDelivery = 'once' | 'twice' | 'never';

/** What the tester can answer on the sandbox's phone. */
export type PromptAnswer = 'approve' | 'decline' | 'insufficient_funds';

export interface PromptView {
  token: string;
  amountNgwee: number;
  phone: string;
  network: MobileNetwork;
  statement: string;
  status: 'pending' | 'completed' | 'failed' | 'expired';
  failureReason: FailureReason | null;
  expiresAt: string;
}

type GatewayStatus = PromptView['status'];

export interface SandboxGatewayOptions {
  /** How long a prompt waits on the phone before it expires. */
  promptMs: number;
  callbacks: CallbackDelivery;
  /** The secret shared with the merchant, which signs every callback. */
  secret: string;
  /** Sends a callback to the merchant (the raw JSON body and its signature header's value). */
  deliver: (body: string, signature: string) => Promise<void>;
}

/** The signature of a callback body, as the header carries it. */
export function signSandboxCallback(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The gateway's rows; the schema's CHECK keeps the status to these, and only its own code writes the rest. */
function gatewayQuery(db: Db) {
  return db
    .selectFrom('sandbox_gateway_payments')
    .selectAll()
    .$narrowType<{ status: GatewayStatus; network: MobileNetwork; failure_reason: FailureReason | null }>();
}

type GatewayRow = Awaited<ReturnType<ReturnType<typeof gatewayQuery>['executeTakeFirstOrThrow']>>;

const toView = (row: GatewayRow): PromptView => ({
  token: row.prompt_token,
  amountNgwee: row.amount_ngwee,
  phone: row.phone,
  network: row.network,
  statement: row.statement,
  status: row.status,
  failureReason: row.failure_reason,
  expiresAt: row.expires_at,
});

const failureOf: Record<Exclude<PromptAnswer, 'approve'>, FailureReason> = { decline: 'declined', insufficient_funds: 'insufficient_funds' };

/** How many prompt tokens are kept in memory: a bound, far above the prompts waiting at once. */
const TOKEN_CACHE_SIZE = 10_000;

/**
 * The payment sandbox's mobile money gateway: the provider's own side of each payment, kept apart
 * from the merchant's tables as a real gateway's would be. A request under a reference it has
 * seen is ignored (the merchant's retry after a timeout), a prompt waits for the tester's answer
 * on the sandbox's phone page until it expires, and each end is told to the merchant by a signed
 * callback, which only says which payment to look at.
 */
export function createSandboxGateway(db: Db, options: SandboxGatewayOptions) {
  const byReference = (reference: string) => gatewayQuery(db).where('reference', '=', reference).executeTakeFirst();
  const byToken = (token: string) => gatewayQuery(db).where('prompt_token', '=', token).executeTakeFirst();
  /**
   * A prompt's token never changes: kept once read, so the order pages (and their streams, read
   * every few hundred milliseconds) link the phone page without asking the database again.
   */
  const tokens = new LRUCache<string, string>({ max: TOKEN_CACHE_SIZE });

  function callBack(reference: string): void {
    if (options.callbacks === 'never') return;
    const body = JSON.stringify({ reference });
    const signature = signSandboxCallback(body, options.secret);
    const times = options.callbacks === 'twice' ? 2 : 1;
    // After the answer that settled it, as a gateway calls back on its own time.
    setImmediate(() => {
      void (async () => {
        for (let time = 0; time < times; time += 1) await options.deliver(body, signature).catch(() => undefined);
      })();
    });
  }

  /** Ends a pending prompt; false when it had ended already (the update's condition is its guard). */
  async function settle(row: GatewayRow, status: Exclude<GatewayStatus, 'pending'>, reason: FailureReason | null, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_gateway_payments')
      .set({ status, failure_reason: reason, settled_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed) callBack(row.reference);
    return changed;
  }

  return {
    async requestPayment(request: PaymentRequest, now: Date = new Date()): Promise<RequestAnswer> {
      await db
        .insertInto('sandbox_gateway_payments')
        .values({
          reference: request.reference,
          prompt_token: randomToken(32),
          provider_reference: `SBX-${randomToken(9)}`,
          amount_ngwee: request.amountNgwee,
          phone: request.phone,
          network: request.network,
          statement: request.statement,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + options.promptMs).toISOString(),
        })
        // A reference seen before is the merchant's retry: its prompt stays as it is.
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .execute();
      return { accepted: true };
    },

    async checkPayment(reference: string): Promise<ProviderStatus> {
      const row = await byReference(reference);
      if (!row) return { state: 'unknown' };
      if (row.status === 'completed') return { state: 'completed', providerReference: row.provider_reference };
      if (row.status === 'failed') return { state: 'failed', reason: row.failure_reason ?? 'other' };
      return { state: row.status };
    },

    async tokenOf(reference: string): Promise<string | null> {
      const known = tokens.get(reference);
      if (known !== undefined) return known;
      const row = await db.selectFrom('sandbox_gateway_payments').select('prompt_token').where('reference', '=', reference).executeTakeFirst();
      if (!row) return null;
      tokens.set(reference, row.prompt_token);
      return row.prompt_token;
    },

    async prompt(token: string): Promise<PromptView | undefined> {
      const row = await byToken(token);
      return row && toView(row);
    },

    /** The tester's answer on the phone; a prompt already ended (or expired) keeps its end. */
    async answerPrompt(token: string, answer: PromptAnswer, now: Date = new Date()): Promise<PromptView | undefined> {
      const row = await byToken(token);
      if (!row) return undefined;
      if (row.status === 'pending' && row.expires_at <= now.toISOString()) await settle(row, 'expired', null, now);
      else if (answer === 'approve') await settle(row, 'completed', null, now);
      else await settle(row, 'failed', failureOf[answer], now);
      const settled = await byToken(token);
      return settled && toView(settled);
    },

    /** Ends the prompts nobody answered in time; answers how many. */
    async expireDue(now: Date = new Date()): Promise<number> {
      const due = await gatewayQuery(db).where('status', '=', 'pending').where('expires_at', '<=', now.toISOString()).orderBy('id').execute();
      let expired = 0;
      for (const row of due) if (await settle(row, 'expired', null, now)) expired += 1;
      return expired;
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
