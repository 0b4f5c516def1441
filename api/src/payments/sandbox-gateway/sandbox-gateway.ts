import { createHmac } from 'node:crypto';
import type { Db } from '../../db/open-database';
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

interface GatewayRow {
  id: number;
  reference: string;
  prompt_token: string;
  provider_reference: string;
  amount_ngwee: number;
  phone: string;
  network: MobileNetwork;
  statement: string;
  status: PromptView['status'];
  failure_reason: FailureReason | null;
  expires_at: string;
}

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

/**
 * The payment sandbox's mobile money gateway: the provider's own side of each payment, kept apart
 * from the merchant's tables as a real gateway's would be. A request under a reference it has
 * seen is ignored (the merchant's retry after a timeout), a prompt waits for the tester's answer
 * on the sandbox's phone page until it expires, and each end is told to the merchant by a signed
 * callback, which only says which payment to look at.
 */
export function createSandboxGateway(db: Db, options: SandboxGatewayOptions) {
  const byReference = db.prepare('SELECT * FROM sandbox_gateway_payments WHERE reference = ?');
  const byToken = db.prepare('SELECT * FROM sandbox_gateway_payments WHERE prompt_token = ?');

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

  function settle(row: GatewayRow, status: Exclude<PromptView['status'], 'pending'>, reason: FailureReason | null, now: Date): boolean {
    const changed = db
      .prepare(`UPDATE sandbox_gateway_payments SET status = ?, failure_reason = ?, settled_at = ? WHERE id = ? AND status = 'pending'`)
      .run(status, reason, now.toISOString(), row.id).changes;
    if (changed > 0) callBack(row.reference);
    return changed > 0;
  }

  return {
    requestPayment(request: PaymentRequest, now: Date = new Date()): RequestAnswer {
      if (byReference.get(request.reference)) return { accepted: true };
      db.prepare(
        `INSERT INTO sandbox_gateway_payments (reference, prompt_token, provider_reference, amount_ngwee, phone, network, statement, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        request.reference,
        randomToken(32),
        `SBX-${randomToken(9)}`,
        request.amountNgwee,
        request.phone,
        request.network,
        request.statement,
        now.toISOString(),
        new Date(now.getTime() + options.promptMs).toISOString(),
      );
      return { accepted: true };
    },

    checkPayment(reference: string): ProviderStatus {
      const row = byReference.get(reference) as GatewayRow | undefined;
      if (!row) return { state: 'unknown' };
      if (row.status === 'completed') return { state: 'completed', providerReference: row.provider_reference };
      if (row.status === 'failed') return { state: 'failed', reason: row.failure_reason ?? 'other' };
      return { state: row.status };
    },

    tokenOf(reference: string): string | null {
      const row = byReference.get(reference) as GatewayRow | undefined;
      return row?.prompt_token ?? null;
    },

    prompt(token: string): PromptView | undefined {
      const row = byToken.get(token) as GatewayRow | undefined;
      return row && toView(row);
    },

    /** The tester's answer on the phone; a prompt already ended (or expired) keeps its end. */
    answerPrompt(token: string, answer: PromptAnswer, now: Date = new Date()): PromptView | undefined {
      const row = byToken.get(token) as GatewayRow | undefined;
      if (!row) return undefined;
      if (row.status === 'pending' && row.expires_at <= now.toISOString()) settle(row, 'expired', null, now);
      else if (answer === 'approve') settle(row, 'completed', null, now);
      else settle(row, 'failed', failureOf[answer], now);
      return toView(byToken.get(token) as GatewayRow);
    },

    /** Ends the prompts nobody answered in time; answers how many. */
    expireDue(now: Date = new Date()): number {
      const due = db
        .prepare(`SELECT * FROM sandbox_gateway_payments WHERE status = 'pending' AND expires_at <= ?`)
        .all(now.toISOString()) as GatewayRow[];
      return due.filter((row) => settle(row, 'expired', null, now)).length;
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
