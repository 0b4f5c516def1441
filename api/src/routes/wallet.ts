import type { FastifyInstance } from 'fastify';
import { topupPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/require-user';
import { unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { toKwacha, toNgwee } from '../lib/money';
import { paymentLink } from '../payments/payment-link';
import { createPayment } from '../payments/payment-store';
import { walletBalanceNgwee } from '../wallet/wallet-balance';
import { walletHistory } from '../wallet/wallet-history';

/** The most one top-up may add, in kwacha: a bound against typing errors with extra zeros. */
export const MAX_TOPUP_KWACHA = 100_000;

/** How many of the latest movements the wallet's history answers. */
export const WALLET_HISTORY_LENGTH = 50;

/** The customer's wallet: its balance, its history and top-ups through the sandbox. */
export function registerWalletRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.get('/wallet/balance', async (request) => {
    const user = await requireUser(db, request);
    return { success: true, balance: toKwacha(await walletBalanceNgwee(db, user.id)) };
  });

  app.get('/wallet/transactions', async (request) => {
    const user = await requireUser(db, request);
    return { success: true, data: await walletHistory(db, user.id, WALLET_HISTORY_LENGTH) };
  });

  app.post('/wallet/initiate-topup', async (request) => {
    const user = await requireUser(db, request);
    // The schema refuses more than two decimals, so the amount is a whole number of ngwee.
    const { amount } = parsePayload(topupPayloadSchema, request.body);
    const amountNgwee = toNgwee(amount);
    if (amountNgwee > toNgwee(MAX_TOPUP_KWACHA)) {
      throw unprocessable(`You can top up at most ZK ${MAX_TOPUP_KWACHA.toLocaleString('en-US')}.00 at a time.`);
    }
    const reference = await createPayment(db, { userId: user.id, purpose: 'wallet_topup', orderId: null, amountNgwee });
    return { success: true, message: 'Topup initiated successfully', data: { payment_link: paymentLink(config.publicUrl, reference) } };
  });
}
