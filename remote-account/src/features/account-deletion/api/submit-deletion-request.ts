import { ApiError, requestAccountDeletion, type AccountDeletionPayload } from '@storefront/shared';

export const DELETION_REQUESTED_MESSAGE = 'Account deletion request submitted successfully';
export const DELETION_NOT_REQUESTED_MESSAGE = 'Failed to request account deletion';

export interface DeletionOutcome {
  ok: boolean;
  message: string;
}

/**
 * Requests the deletion and says what to tell the customer (content spec §8): the server's message,
 * else the spec's success or failure text; a refused call (a wrong password is a 422) the same way.
 */
export async function submitDeletionRequest(payload: AccountDeletionPayload): Promise<DeletionOutcome> {
  try {
    const answer = await requestAccountDeletion(payload);
    return answer.success
      ? { ok: true, message: answer.message || DELETION_REQUESTED_MESSAGE }
      : { ok: false, message: answer.message || DELETION_NOT_REQUESTED_MESSAGE };
  } catch (error) {
    return { ok: false, message: (error instanceof ApiError && error.serverMessage) || DELETION_NOT_REQUESTED_MESSAGE };
  }
}
