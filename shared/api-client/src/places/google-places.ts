import type { Place } from '../schemas/places';
import { UNKNOWN_COORDINATE } from '../schemas/addresses';
import { loadScriptWithRetry } from './load-script';

/** The few parts of the Google Maps JavaScript API the address search uses. */
interface Prediction {
  place_id: string;
  description: string;
  structured_formatting?: { secondary_text?: string };
}
interface AutocompleteService {
  getPlacePredictions(request: { input: string; componentRestrictions?: { country: string } }): Promise<{
    predictions: Prediction[];
  }>;
}
interface GoogleMaps {
  maps: { places: { AutocompleteService: new () => AutocompleteService } };
}

function googleMaps(): GoogleMaps | undefined {
  return (globalThis as { google?: GoogleMaps }).google;
}

let service: Promise<AutocompleteService> | null = null;

async function autocomplete(key: string): Promise<AutocompleteService> {
  if (!service) {
    service = loadScriptWithRetry(
      `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async`,
    ).then(() => {
      const maps = googleMaps();
      if (!maps) throw new Error('The maps script loaded without the places library');
      return new maps.maps.places.AutocompleteService();
    });
    // A failed load may succeed on a later search.
    service.catch(() => {
      service = null;
    });
  }
  return service;
}

/**
 * Place predictions from Google, limited to Zambia. Predictions carry no coordinates, so these
 * places have the contract's unknown '0' ones (delivery is then charged for 1 km).
 */
export async function searchGooglePlaces(key: string, query: string): Promise<Place[]> {
  const places = await autocomplete(key);
  const { predictions } = await places.getPlacePredictions({ input: query, componentRestrictions: { country: 'zm' } });
  return predictions.map((prediction) => ({
    id: prediction.place_id,
    description: prediction.description,
    area: prediction.structured_formatting?.secondary_text ?? '',
    latitude: UNKNOWN_COORDINATE,
    longitude: UNKNOWN_COORDINATE,
  }));
}

/** Forgets the loaded service (tests). */
export function resetGooglePlaces(): void {
  service = null;
}
