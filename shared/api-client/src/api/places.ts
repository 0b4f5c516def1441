import { placesResponseSchema, type Place } from '../schemas/places';
import { publicApiHttp, parsed } from './http';

/** The backend's own place search over Zambian localities, used when no maps key is configured. */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const body = await parsed(placesResponseSchema, () =>
    publicApiHttp().get('places', { searchParams: { query }, signal }),
  );
  return body.data;
}
