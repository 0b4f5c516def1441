import type { FastifyInstance } from 'fastify';
import { accountDeletionPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { deletionBlockers, deletionRefusal } from '../auth/deletion-blockers';
import { verifyPassword } from '../auth/password-hash';
import { TOO_MANY_PASSWORD_TRIES_MESSAGE, accountKey, countAttempt, type Throttles } from '../auth/password-throttle';
import { requireUser } from '../auth/require-user';
import { clearSessionCookie } from '../auth/session-cookie';
import { findUserById } from '../auth/user-queries';
import type { Db } from '../db/open-database';
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
function requestDeletion(db: Db, userId: number, reason: string | null): string | null {
  const now = new Date().toISOString();
  return db.transaction((): string | null => {
    // Checked again with the change, with no await in between: an order or a top-up may have
    // arrived while the password was checked.
    const refusal = deletionRefusal(deletionBlockers(db, userId));
    if (refusal !== null) return refusal;
    // A second request racing the first (its password checked meanwhile) records nothing more.
    const closed = db
      .prepare(
        `UPDATE users SET status = 'deletion_requested', first_name = 'Deleted', last_name = 'customer',
           email = 'deleted-' || uuid || '@deleted.invalid', dial_code = NULL, phone = NULL, password_hash = '!', updated_at = ?
         WHERE id = ? AND status = 'active'`,
      )
      .run(now, userId);
    if (closed.changes === 1) {
      db.prepare('INSERT INTO account_deletion_requests (user_id, reason, created_at) VALUES (?, ?, ?)').run(userId, reason, now);
      db.prepare('DELETE FROM addresses WHERE user_id = ?').run(userId);
    }
    // Until this module moves to Kysely (issue 33), its transaction ends the sessions itself.
    db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
    return null;
  })();
}

/**
 * Account deletion from /goodbye: the signed-in customer asks, confirming with their password. It
 * is refused (409, saying what to do) while the wallet holds money or an order is unfinished, so
 * nobody loses money by deleting; GET /user/deletion-check tells the page beforehand.
 */
export function registerAccountDeletionRoutes(app: FastifyInstance, { db, kysely }: AppDeps, { passwords }: Throttles): void {
  app.get('/user/deletion-check', async (request) => {
    const user = await requireUser(kysely, request);
    const blockers = deletionBlockers(db, user.id);
    return { success: true, data: { ...blockers, can_delete: deletionRefusal(blockers) === null } };
  });

  app.post('/user/request-deletion', async (request, reply) => {
    const signedIn = await requireUser(kysely, request);
    const { password, reason } = parsePayload(deletionSchema, request.body);
    // Counted with the account's sign-ins (auth/password-throttle): a stolen session must not be
    // a way to guess the password.
    const attempt = { accounts: [accountKey(signedIn.id)], client: request.ip };
    await countAttempt(passwords, attempt, reply, TOO_MANY_PASSWORD_TRIES_MESSAGE);
    const user = await findUserById(kysely, signedIn.id);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(password, user.password_hash))) throw unprocessable('The password is incorrect.');
    await passwords.succeeded(attempt);
    const trimmedReason = reason?.trim() ?? '';
    const refusal = requestDeletion(db, user.id, trimmedReason === '' ? null : trimmedReason);
    if (refusal !== null) throw new HttpError(409, refusal);
    clearSessionCookie(request, reply);
    return { success: true, message: 'Your account has been deleted.' };
  });
}
