import {
  cateringOrderResponseSchema,
  cateringRequestsResponseSchema,
  type CateringOrderPayload,
  type CateringOrderReceipt,
  type CateringRequest,
} from '../schemas/catering';
import { apiHttp, parsed } from './http';

/**
 * Catering requests need no account: anyone planning an event can ask. A signed-in customer's
 * request carries the session's token, so it is theirs and listed on their dashboard.
 */
export async function submitCateringOrder(payload: CateringOrderPayload): Promise<CateringOrderReceipt> {
  return parsed(cateringOrderResponseSchema, () => apiHttp().post('catering/orders', { json: payload }));
}

/** `GET {api}/catering-requests`: the signed-in customer's catering requests, newest first. */
export async function getCateringRequests(): Promise<CateringRequest[]> {
  const body = await parsed(cateringRequestsResponseSchema, () => apiHttp().get('catering-requests'));
  return body.data;
}
