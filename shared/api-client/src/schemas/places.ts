import { z } from 'zod/mini';
import { stringlikeSchema } from './primitives';

/**
 * A place suggestion for address search. The backend's offline place search answers these; a maps
 * provider's predictions are mapped to the same shape. `description` is what the customer picks
 * and what becomes the address text; `area` is its city or district.
 */
export const placeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  area: z.string(),
  latitude: stringlikeSchema,
  longitude: stringlikeSchema,
});

/** `GET {api}/places?query=...` answers `data` with at most ten places. */
export const placesResponseSchema = z.object({
  data: z.array(placeSchema),
});

export type Place = z.infer<typeof placeSchema>;
