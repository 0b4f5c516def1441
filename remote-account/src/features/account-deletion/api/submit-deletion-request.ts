import {
  commandOutcome,
  requestAccountDeletion,
  type AccountDeletionPayload,
  type CommandOutcome,
} from '@storefront/api-client';

export const DELETION_REQUESTED_MESSAGE = 'Account deletion request submitted successfully';
export const DELETION_NOT_REQUESTED_MESSAGE = 'Failed to request account deletion';

/**
 * Requests the deletion and says what to tell the customer: the server's message,
 * else the fixed success or failure text; a refused call (a wrong password is a 422) the same way.
 */
export function submitDeletionRequest(payload: AccountDeletionPayload): Promise<CommandOutcome> {
  return commandOutcome(() => requestAccountDeletion(payload), {
    succeeded: DELETION_REQUESTED_MESSAGE,
    failed: DELETION_NOT_REQUESTED_MESSAGE,
    serverSuccessMessage: true,
  });
}
