import type { OrderType } from '../schemas/orders';
import type { PricingSettings } from '../schemas/settings';

/** The rates a cart is priced with, as numbers (the settings call sends them as strings). */
export interface PricingRates {
  deliveryPerKm: number;
  /** Percent of the subtotal. */
  taxPercent: number;
  handlingFee: number;
}

/** The rates used when the settings call fails or answers something malformed. */
export const DEFAULT_PRICING_RATES: PricingRates = { deliveryPerKm: 20, taxPercent: 7.5, handlingFee: 50 };

/**
 * @deprecated The meal page's cart is priced like every other cart (`quoteCart`): a fixed 10 % tax
 * and a flat ZK 500 delivery showed a total the server never charged. Kept only because removing
 * an export needs a major version.
 */
export const FOOD_PAGE_TAX_PERCENT = 10;
/** @deprecated See FOOD_PAGE_TAX_PERCENT: the delivery fee is the settings' rate times the distance. */
export const FOOD_PAGE_DELIVERY_FEE = 500;

export interface PricedLine {
  price: number;
  quantity: number;
}

/** Every pricing line of a cart, in kwacha, each already rounded to the ngwee. */
export interface CartTotals {
  subtotal: number;
  tax: number;
  delivery: number;
  handlingFee: number;
  tip: number;
  total: number;
}

/**
 * Money is summed in ngwee (integers) so the storefront and the server reach the same total to
 * the ngwee; floating-point kwacha would drift on long carts.
 */
export function toNgwee(kwacha: number): number {
  return Math.round(kwacha * 100);
}

function fromNgwee(ngwee: number): number {
  return ngwee / 100;
}

function subtotalNgwee(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + toNgwee(line.price) * line.quantity, 0);
}

function percentOf(amountNgwee: number, percent: number): number {
  return Math.round((amountNgwee * percent) / 100);
}

function totalsFromNgwee(parts: Omit<CartTotals, 'total'>): CartTotals {
  const total = parts.subtotal + parts.tax + parts.delivery + parts.handlingFee + parts.tip;
  return {
    subtotal: fromNgwee(parts.subtotal),
    tax: fromNgwee(parts.tax),
    delivery: fromNgwee(parts.delivery),
    handlingFee: fromNgwee(parts.handlingFee),
    tip: fromNgwee(parts.tip),
    total: fromNgwee(total),
  };
}

export interface CartPricingInput {
  lines: readonly PricedLine[];
  /** Null while the settings load: tax, delivery and handling fee then count as zero. */
  rates: PricingRates | null;
  orderType: OrderType;
  /** Whole kilometres; only delivery orders pay for distance. */
  distanceKm: number;
  /** The chosen tip's value, or null for no tip. */
  tip: number | null;
}

/** The cart page's total: subtotal + tax (percent of subtotal) + delivery + handling fee + tip. */
export function cartTotals({ lines, rates, orderType, distanceKm, tip }: CartPricingInput): CartTotals {
  const subtotal = subtotalNgwee(lines);
  return totalsFromNgwee({
    subtotal,
    tax: rates ? percentOf(subtotal, rates.taxPercent) : 0,
    delivery: rates && orderType === 'delivery' ? toNgwee(rates.deliveryPerKm) * distanceKm : 0,
    handlingFee: rates ? toNgwee(rates.handlingFee) : 0,
    tip: tip === null ? 0 : toNgwee(tip),
  });
}

/**
 * @deprecated The meal page's cart uses `quoteCart`, as every cart does: these figures were never
 * what the server charged. Kept only because removing an export needs a major version.
 */
export function foodPageTotals(lines: readonly PricedLine[]): CartTotals {
  const subtotal = subtotalNgwee(lines);
  return totalsFromNgwee({
    subtotal,
    tax: percentOf(subtotal, FOOD_PAGE_TAX_PERCENT),
    delivery: toNgwee(FOOD_PAGE_DELIVERY_FEE),
    handlingFee: 0,
    tip: 0,
  });
}

function rate(text: string): number | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  return Number(text);
}

/** The settings' strings as rates, or null when any of them is not a plain non-negative number. */
export function ratesFromSettings(settings: PricingSettings): PricingRates | null {
  const deliveryPerKm = rate(settings.delivery_charge_per_km);
  const taxPercent = rate(settings.tax);
  const handlingFee = rate(settings.handling_fee);
  if (deliveryPerKm === null || taxPercent === null || handlingFee === null) return null;
  return { deliveryPerKm, taxPercent, handlingFee };
}
