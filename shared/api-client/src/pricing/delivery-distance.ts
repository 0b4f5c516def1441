/** Coordinates as the contract carries them: strings or numbers, '0' (or 0) meaning unknown. */
export interface Coordinates {
  latitude?: string | number | null;
  longitude?: string | number | null;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** A usable point, or null when either coordinate is missing, zero (unknown) or out of range. */
export function knownPoint(coordinates: Coordinates | null | undefined): Point | null {
  if (!coordinates) return null;
  const latitude = Number(coordinates.latitude);
  const longitude = Number(coordinates.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  // Zambia is far from the equator and the prime meridian: a zero is the contract's "unknown".
  if (latitude === 0 || longitude === 0) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const EARTH_RADIUS_KM = 6371.0088;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance (haversine) in kilometres. */
export function greatCircleKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The distance the delivery fee is charged for when a location is unknown. */
export const FALLBACK_DISTANCE_KM = 1;

/**
 * Whole kilometres from the farthest vendor of the cart to the address, rounded up and at least 1.
 * A vendor or an address without coordinates counts as 1 km.
 */
export function deliveryDistanceKm(vendors: readonly Coordinates[], address: Coordinates | null): number {
  const destination = knownPoint(address);
  const distances = vendors.map((vendor) => {
    const origin = knownPoint(vendor);
    if (!origin || !destination) return FALLBACK_DISTANCE_KM;
    return Math.max(FALLBACK_DISTANCE_KM, Math.ceil(greatCircleKm(origin, destination)));
  });
  return Math.max(FALLBACK_DISTANCE_KM, ...distances);
}
