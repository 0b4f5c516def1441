import type { FastifyInstance } from 'fastify';
import { accountDeletionPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { deletionBlockers, deletionRefusal } from '../auth/deletion-blockers';
import { verifyPassword } from '../auth/password-hash';
import { TOO_MANY_PASSWORD_TRIES_MESSAGE, accountKey, countAttempt, type Throttles } from '../auth/password-throttle';
import { requireUser } from '../auth/require-user';
import { clearSessionCookie } from '../auth/session-cookie';
import { findUserById } from '../auth/user-queries';
import { sql } from 'kysely';
import type { Db } from '../db/connect-database';
import { deleteUserSessions } from '../auth/sessions';
import { lockWallet } from '../wallet/wallet-debit';
import { HttpError, unauthenticated, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const deletionSchema = withTextLimits(accountDeletionPayloadSchema, { password: 1024, reason: 2000 });

/**
 * Closes the account at once and removes what says who the customer was: the name, e-mail, phone,
 * password and saved addresses go, and every session ends. The row stays, nameless, because past
 * orders point at it (the kitchens keep their records, with nobody's name on them); its e-mail and
 * phone are free for a new account. Returns the refusal instead when a balance or an unfinished
 * order appeared meanwhile.
 */
async function requestDeletion(db: Db, userId: number, reason: string | null): Promise<string | null> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    // Checked again with the change, the account held first: an order or a top-up may have arrived
    // while the password was checked, and none (on any replica) lands until this ends.
    await lockWallet(trx, userId);
    const refusal = deletionRefusal(await deletionBlockers(trx, userId));
    if (refusal !== null) return refusal;
    // A second request racing the first (its password checked meanwhile) records nothing more.
    const closed = await trx
      .updateTable('users')
      .set({
        status: 'deletion_requested',
        first_name: 'Deleted',
        last_name: 'customer',
        email: sql<string>`'deleted-' || uuid || '@deleted.invalid'`,
        dial_code: null,
        phone: null,
        password_hash: '!',
        updated_at: now,
      })
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 1) {
      await trx.insertInto('account_deletion_requests').values({ user_id: userId, reason, created_at: now }).execute();
      await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
    }
    await deleteUserSessions(trx, userId);
    return null;
  });
}

/**
 * Account deletion from /goodbye: the signed-in customer asks, confirming with their password. It
 * is refused (409, saying what to do) while the wallet holds money or an order is unfinished, so
 * nobody loses money by deleting; GET /user/deletion-check tells the page beforehand.
 */
export function registerAccountDeletionRoutes(app: FastifyInstance, { db }: AppDeps, { passwords }: Throttles): void {
  app.get('/user/deletion-check', async (request) => {
    const user = await requireUser(db, request);
    const blockers = await deletionBlockers(db, user.id);
    return { success: true, data: { ...blockers, can_delete: deletionRefusal(blockers) === null } };
  });

  app.post('/user/request-deletion', async (request, reply) => {
    const signedIn = await requireUser(db, request);
    const { password, reason } = parsePayload(deletionSchema, request.body);
    // Counted with the account's sign-ins (auth/password-throttle): a stolen session must not be
    // a way to guess the password.
    const attempt = { accounts: [accountKey(signedIn.id)], client: request.ip };
    await countAttempt(passwords, attempt, reply, TOO_MANY_PASSWORD_TRIES_MESSAGE);
    const user = await findUserById(db, signedIn.id);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(password, user.password_hash))) throw unprocessable('The password is incorrect.');
    await passwords.succeeded(attempt);
    const trimmedReason = reason?.trim() ?? '';
    const refusal = await requestDeletion(db, user.id, trimmedReason === '' ? null : trimmedReason);
    if (refusal !== null) throw new HttpError(409, refusal);
    clearSessionCookie(request, reply);
    return { success: true, message: 'Your account has been deleted.' };
  });
}
