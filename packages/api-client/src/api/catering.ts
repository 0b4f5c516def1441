import {
  cateringOrderResponseSchema,
  type CateringOrderPayload,
  type CateringOrderReceipt,
} from '../schemas/catering';
import { publicApiHttp, parsed } from './http';

/** Catering requests need no account: anyone planning an event can ask. */
export async function submitCateringOrder(payload: CateringOrderPayload): Promise<CateringOrderReceipt> {
  return parsed(cateringOrderResponseSchema, () => publicApiHttp().post('catering/orders', { json: payload }));
}
