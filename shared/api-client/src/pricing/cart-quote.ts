import { ADDRESS_NOT_ON_MAP_MESSAGE } from '../schemas/addresses';
import type { OrderType } from '../schemas/orders';
import { cartTotals, type CartTotals, type PricedLine, type PricingRates } from './cart-pricing';
import { deliveryDistanceKm, FALLBACK_DISTANCE_KM, knownPoint, type Coordinates } from './delivery-distance';
import { outOfReachProblem, type KitchenReach } from './delivery-reach';


/**
 * How far the delivery fee is known:
 * - `none`: pickup or dine-in, no delivery fee;
 * - `estimate`: delivery to no usable address yet, so the fee and the total are the least the
 *   kitchen can charge (one kilometre), shown as "from ZK …";
 * - `exact`: delivery to an address on the map, priced for its distance as the server prices it.
 */
export type DeliveryPricing = 'none' | 'estimate' | 'exact';

/** The cart's kitchen as far as pricing goes: its name (for messages), place and radius. */
export interface QuotedKitchen extends KitchenReach {
  name: string;
}

export interface CartQuoteInput {
  lines: readonly PricedLine[];
  /** Null while the settings load: tax, delivery and handling fee then count as zero. */
  rates: PricingRates | null;
  orderType: OrderType;
  /** The kitchen the cart orders from; null for an empty cart. */
  kitchen: QuotedKitchen | null;
  /** The delivery address in use, or null when none is chosen. */
  address: Coordinates | null;
  /** The chosen tip's value, or null for no tip. */
  tip: number | null;
}

export interface CartQuote {
  totals: CartTotals;
  delivery: DeliveryPricing;
  /**
   * Why the chosen address cannot take a delivery (not on the map, or beyond the kitchen's reach);
   * null when it can, when none is chosen, and for pickup or dine-in.
   */
  addressProblem: string | null;
}

/** The least delivery fee a kitchen charges: the rate for the shortest distance the server counts. */
export function leastDeliveryFee(rates: PricingRates): number {
  return rates.deliveryPerKm * FALLBACK_DISTANCE_KM;
}

/** Whether an address can be placed on the map: a delivery cannot be judged or priced without that. */
export function isLocated(address: Coordinates | null | undefined): boolean {
  return knownPoint(address) !== null;
}

/**
 * Why a kitchen cannot deliver to an address: it is not on the map (so neither the distance nor
 * the fee can be known), or it lies beyond the kitchen's radius; null when it can. The cart says
 * it, and the server can answer it in the same words.
 */
export function deliveryAddressProblem(kitchen: QuotedKitchen | null, address: Coordinates): string | null {
  if (!isLocated(address)) return ADDRESS_NOT_ON_MAP_MESSAGE;
  return kitchen ? outOfReachProblem(kitchen.name, kitchen, address) : null;
}

/**
 * The one pricing of a cart, for the meal page's cart, the drawer, the cart page and checkout: the
 * settings' rates and, for delivery, the distance the server measures from the kitchen to the
 * address (`priceOrder` in the backend uses the same `cartTotals` and `deliveryDistanceKm`). Until
 * an address on the map is chosen the delivery fee is the least one, and says so.
 */
export function quoteCart({ lines, rates, orderType, kitchen, address, tip }: CartQuoteInput): CartQuote {
  const priced = (distanceKm: number) => cartTotals({ lines, rates, orderType, distanceKm, tip });
  if (orderType !== 'delivery') return { totals: priced(0), delivery: 'none', addressProblem: null };
  if (!address || !isLocated(address)) {
    return { totals: priced(FALLBACK_DISTANCE_KM), delivery: 'estimate', addressProblem: address ? ADDRESS_NOT_ON_MAP_MESSAGE : null };
  }
  return {
    totals: priced(deliveryDistanceKm(kitchen ? [kitchen] : [], address)),
    delivery: 'exact',
    addressProblem: deliveryAddressProblem(kitchen, address),
  };
}
