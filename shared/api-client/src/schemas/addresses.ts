import { z } from 'zod/mini';
import { listAt, objectAt, stringlikeSchema } from './primitives';

/** Coordinates are strings; '0' means unknown (new addresses are created without them). */
export const UNKNOWN_COORDINATE = '0';

export const addressSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  address: z.string(),
  location: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  latitude: z.pipe(
    z.nullish(stringlikeSchema),
    z.transform((value) => value ?? UNKNOWN_COORDINATE),
  ),
  longitude: z.pipe(
    z.nullish(stringlikeSchema),
    z.transform((value) => value ?? UNKNOWN_COORDINATE),
  ),
  label: z.nullish(z.string()),
  /** House, plot or landmark: how a rider finds the door. Older answers have none. */
  address_line: z.nullish(z.string()),
});

/** Why an address without known coordinates cannot take a delivery: the kitchen's reach and the fee need the place. */
export const ADDRESS_NOT_ON_MAP_MESSAGE = 'We could not find this address on the map. Choose the place again or pick your order up.';

/** The longest house, plot or landmark line an address keeps. */
export const ADDRESS_LINE_MAX_LENGTH = 200;

/** New addresses carry '0' coordinates and an empty location unless the page knows better. */
export const createAddressPayloadSchema = z.object({
  address: z.string().check(z.minLength(1, 'Please select an address')),
  location: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  label: z.optional(z.string()),
  /** House, plot or landmark, e.g. 'Plot 12, blue gate opposite the Total filling station'. */
  address_line: z.optional(
    z.string().check(z.maxLength(ADDRESS_LINE_MAX_LENGTH, `The house, plot or landmark is too long (at most ${ADDRESS_LINE_MAX_LENGTH} characters).`)),
  ),
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
