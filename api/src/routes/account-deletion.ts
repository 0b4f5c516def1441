import type { FastifyInstance } from 'fastify';
import { accountDeletionPayloadSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { verifyPassword } from '../auth/password-hash';
import { requireUser } from '../auth/require-user';
import { deleteUserSessions } from '../auth/sessions';
import { findUserById } from '../auth/user-queries';
import type { Db } from '../db/open-database';
import { unauthenticated, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

const deletionSchema = withTextLimits(accountDeletionPayloadSchema, { password: 1024, reason: 2000 });

/**
 * Records the request and closes the account at once: it can no longer sign in and every session
 * ends. The row stays (the request is handled later), so its e-mail and phone stay taken.
 */
function requestDeletion(db: Db, userId: number, reason: string | null): void {
  const now = new Date().toISOString();
  db.transaction(() => {
    // A second request racing the first (its password checked meanwhile) records nothing more.
    const closed = db.prepare("UPDATE users SET status = 'deletion_requested', updated_at = ? WHERE id = ? AND status = 'active'").run(now, userId);
    if (closed.changes === 1) {
      db.prepare('INSERT INTO account_deletion_requests (user_id, reason, created_at) VALUES (?, ?, ?)').run(userId, reason, now);
    }
    deleteUserSessions(db, userId);
  })();
}

/** Account deletion from /goodbye: the signed-in customer asks, confirming with their password. */
export function registerAccountDeletionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/user/request-deletion', async (request) => {
    const signedIn = requireUser(db, request);
    const { password, reason } = parsePayload(deletionSchema, request.body);
    const user = findUserById(db, signedIn.id);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(password, user.password_hash))) throw unprocessable('The password is incorrect.');
    const trimmedReason = reason?.trim() ?? '';
    requestDeletion(db, user.id, trimmedReason === '' ? null : trimmedReason);
    return { success: true, message: 'Account deletion request submitted successfully' };
  });
}
