import {
  accountDeletionResponseSchema,
  deletionCheckResponseSchema,
  type DeletionCheck,
  type AccountDeletionPayload,
  type AccountDeletionResponse,
} from '../schemas/account-deletion';
import { apiHttp, parsed } from './http';

/**
 * The product's call is the relative `/api/user/request-deletion`, i.e. on the commerce API's
 * root; `success: false` is an answer whose message the page shows.
 */
export async function requestAccountDeletion(payload: AccountDeletionPayload): Promise<AccountDeletionResponse> {
  return parsed(accountDeletionResponseSchema, () => apiHttp().post('user/request-deletion', { json: payload }));
}

/** What stands between the customer and deleting the account (wallet balance, unfinished orders). */
export async function getDeletionCheck(): Promise<DeletionCheck> {
  const body = await parsed(deletionCheckResponseSchema, () => apiHttp().get('user/deletion-check'));
  return body.data;
}
