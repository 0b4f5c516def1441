import { z } from 'zod/mini';
import {
  addressesResponseSchema,
  createdAddressResponseSchema,
  type Address,
  type CreateAddressPayload,
} from '../schemas/addresses';
import { ApiError, apiHttp, parsed } from './http';

export async function createAddress(payload: CreateAddressPayload): Promise<Address> {
  return parsed(createdAddressResponseSchema, () => apiHttp().post('address', { json: payload }));
}

export async function getAddresses(): Promise<Address[]> {
  return parsed(addressesResponseSchema, () => apiHttp().get('address'));
}

/** Any 2xx answer, even an empty one, is a success unless it says `success: false`. */
const deletionAnswerSchema = z.union([
  z.undefined(),
  z.looseObject({ success: z.optional(z.boolean()), message: z.nullish(z.string()) }),
]);

export async function deleteAddress(uuid: string): Promise<void> {
  const answer = await parsed(deletionAnswerSchema, () => apiHttp().delete(`address/${encodeURIComponent(uuid)}`));
  if (answer?.success === false) {
    throw new ApiError(answer.message ?? 'Address not removed', 'http', undefined, answer.message ?? undefined);
  }
}
