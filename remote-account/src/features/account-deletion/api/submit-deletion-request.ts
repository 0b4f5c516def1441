import {
  commandOutcome,
  requestAccountDeletion,
  type AccountDeletionPayload,
  type CommandOutcome,
} from '@storefront/api-client';

/**
 * The account is closed the moment the server accepts: it is deleted, not a request waiting for
 * someone, so the customer is told just that, whatever words the server's success answer uses.
 */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const DELETION_NOT_REQUESTED_MESSAGE = 'Failed to request account deletion';

/**
 * Asks for the deletion and says what to tell the customer: that the account is deleted, or the
 * server's reason for refusing (a wrong password is a 422; money in the wallet or an unfinished
 * order a 409, saying what to do), else the fixed failure text.
 */
export function submitDeletionRequest(payload: AccountDeletionPayload): Promise<CommandOutcome> {
  return commandOutcome(() => requestAccountDeletion(payload), {
    succeeded: ACCOUNT_DELETED_MESSAGE,
    failed: DELETION_NOT_REQUESTED_MESSAGE,
  });
}
