import { greatCircleKm, knownPoint, type Coordinates } from './delivery-distance';

/** How far a kitchen delivers when it has no radius of its own. */
export const DEFAULT_DELIVERY_RADIUS_KM = 25;

/** A kitchen as far as its reach goes: where it is and, if it says, how far it delivers. */
export interface KitchenReach extends Coordinates {
  delivery_radius_km?: number | null;
}

export interface DeliveryReach {
  /** Straight-line kilometres from the kitchen to the address, or null when either place is unknown. */
  distanceKm: number | null;
  radiusKm: number;
  /** False only when both places are known and the address lies beyond the radius. */
  withinReach: boolean;
}

/**
 * Whether a kitchen delivers to an address. A place without coordinates cannot be judged here
 * (`withinReach` stays true): an address off the map is refused for delivery before this is asked
 * (`deliveryAddressProblem`), and a kitchen off the map is charged the fallback distance.
 */
export function deliveryReach(kitchen: KitchenReach, address: Coordinates | null, defaultRadiusKm = DEFAULT_DELIVERY_RADIUS_KM): DeliveryReach {
  const radiusKm = kitchen.delivery_radius_km != null && kitchen.delivery_radius_km > 0 ? kitchen.delivery_radius_km : defaultRadiusKm;
  const from = knownPoint(kitchen);
  const to = knownPoint(address);
  if (!from || !to) return { distanceKm: null, radiusKm, withinReach: true };
  const distanceKm = greatCircleKm(from, to);
  return { distanceKm, radiusKm, withinReach: distanceKm <= radiusKm };
}

/** What the cart and the server say when a kitchen does not deliver to the chosen address. */
export function outOfReachMessage(kitchenName: string, distanceKm: number, radiusKm: number): string {
  return `${kitchenName} does not deliver to this address: it is ${Math.round(distanceKm)} km away and delivers within ${Math.round(radiusKm)} km. Choose another address or pick your order up.`;
}

/**
 * What the cart shows and the server answers when the kitchen does not deliver to the address;
 * null when it does, or when either place is unknown and so cannot be judged (an address off the
 * map has its own answer: `deliveryAddressProblem`).
 */
export function outOfReachProblem(kitchenName: string, kitchen: KitchenReach, address: Coordinates | null): string | null {
  const reach = deliveryReach(kitchen, address);
  return reach.withinReach || reach.distanceKm === null ? null : outOfReachMessage(kitchenName, reach.distanceKm, reach.radiusKm);
}
