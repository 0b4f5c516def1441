import { z } from 'zod';
import { listAt, objectAt, stringlikeSchema } from './primitives';

/** Coordinates are strings; '0' means unknown (shopping spec §3). */
export const UNKNOWN_COORDINATE = '0';

export const addressSchema = z.object({
  uuid: z.string().min(1),
  address: z.string(),
  location: z.string().nullish().transform((value) => value ?? ''),
  latitude: stringlikeSchema.nullish().transform((value) => value ?? UNKNOWN_COORDINATE),
  longitude: stringlikeSchema.nullish().transform((value) => value ?? UNKNOWN_COORDINATE),
  label: z.string().nullish(),
});

/** New addresses carry '0' coordinates and an empty location unless the page knows better. */
export const createAddressPayloadSchema = z.object({
  address: z.string().min(1, 'Please select an address'),
  location: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  label: z.string().optional(),
});

/** `POST /address` answers the new address, bare or wrapped. */
export const createdAddressResponseSchema = objectAt(['data.address', 'data', 'address', ''], addressSchema);

/** `GET /address` answers the list, bare or wrapped. */
export const addressesResponseSchema = listAt(
  ['', 'data', 'address', 'addresses', 'data.addresses', 'data.address'],
  addressSchema,
);

export type Address = z.infer<typeof addressSchema>;
export type CreateAddressPayload = z.infer<typeof createAddressPayloadSchema>;
