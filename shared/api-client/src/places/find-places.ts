import { searchPlaces } from '../api/places';
import { apiAccess } from '@storefront/contract';
import type { Place } from '../schemas/places';
import { searchGooglePlaces } from './google-places';

/**
 * Address search: the maps provider when a key is configured, else the backend's own place
 * search over a built-in list of Zambian localities, so address flows work offline.
 */
export async function findPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const mapsKey = apiAccess.mapsKey();
  if (mapsKey) return searchGooglePlaces(mapsKey, query.trim() === '' ? 'Lusaka' : query);
  return searchPlaces(query, signal);
}
