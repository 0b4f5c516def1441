import type { z } from 'zod';
import {
  DEFAULT_PRICING_RATES,
  cartTotals,
  deliveryDistanceKm,
  knownPoint,
  outOfReachProblem,
  ratesFromSettings,
  toNgwee,
} from '@storefront/api-client/pricing';
import { ADDRESS_NOT_ON_MAP_MESSAGE, type createOrderPayloadSchema } from '@storefront/api-client/schemas';
import { findAddress, type AddressRow } from '../addresses/address-queries';
import { readAppSettings } from '../catalog/pricing-queries';
import type { Db } from '../db/connect-database';
import { notFound, unprocessable } from '../http/http-error';
import { toKwacha } from '../lib/money';

export type OrderPayload = z.output<typeof createOrderPayloadSchema>;

/** A cart line with the server's own name and price. */
export interface PricedLine {
  productId: number;
  vendorId: number;
  name: string;
  unitPriceNgwee: number;
  quantity: number;
}

export interface OrderAmounts {
  subtotalNgwee: number;
  taxNgwee: number;
  deliveryFeeNgwee: number;
  handlingFeeNgwee: number;
  tipNgwee: number;
  totalNgwee: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  address: AddressRow | null;
  /** Only delivery orders travel. */
  distanceKm: number | null;
  tipId: number | null;
  amounts: OrderAmounts;
}

/** Bounds a real cart never reaches; they keep totals far inside exact integer arithmetic. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

interface ProductRow {
  id: number;
  uuid: string;
  name: string;
  price_ngwee: number;
  is_available: number;
  vendor_id: number;
  vendor_uuid: string;
  vendor_name: string;
  vendor_latitude: number;
  vendor_longitude: number;
  vendor_delivery_radius_km: number;
}

async function findProducts(db: Db, uuids: readonly string[]): Promise<Map<string, ProductRow>> {
  const distinct = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  if (distinct.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .select([
      'p.id',
      'p.uuid',
      'p.name',
      'p.price_ngwee',
      'p.is_available',
      'v.id as vendor_id',
      'v.uuid as vendor_uuid',
      'v.name as vendor_name',
      'v.latitude as vendor_latitude',
      'v.longitude as vendor_longitude',
      'v.delivery_radius_km as vendor_delivery_radius_km',
    ])
    .where('p.uuid', 'in', distinct)
    .execute();
  return new Map(rows.map((row) => [row.uuid, row]));
}

interface CartLine {
  product: ProductRow;
  quantity: number;
}

type PayloadLine = OrderPayload['products'][number];

/**
 * One line per meal (and the kitchen it was ordered from), quantities summed, in the order the
 * meals first appear: a meal repeated over several lines is still one meal for the limits.
 */
export function mergeRepeatedLines(lines: readonly PayloadLine[]): PayloadLine[] {
  const merged = new Map<string, PayloadLine>();
  for (const line of lines) {
    const key = `${line.product_uuid.toLowerCase()} ${line.vendor_uuid.toLowerCase()}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

async function checkedLines(db: Db, payload: OrderPayload): Promise<CartLine[]> {
  const lines = mergeRepeatedLines(payload.products);
  if (lines.length > MAX_ORDER_LINES) {
    throw unprocessable(`An order can hold at most ${MAX_ORDER_LINES} different meals.`);
  }
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw unprocessable(`At most ${MAX_LINE_QUANTITY} of one meal can be ordered at once.`);
  }
  const products = await findProducts(db, lines.map((line) => line.product_uuid));
  return lines.map((line) => {
    const product = products.get(line.product_uuid.toLowerCase());
    if (!product) throw unprocessable('A meal in your cart is no longer on the menu. Please review your cart.');
    if (product.is_available !== 1) throw unprocessable(`${product.name} is not available right now. Please review your cart.`);
    if (product.vendor_uuid !== line.vendor_uuid.toLowerCase()) {
      throw unprocessable(`${product.name} is not sold by the restaurant it was ordered from. Please review your cart.`);
    }
    return { product, quantity: line.quantity };
  });
}

/** One kitchen cooks and sends an order: a cart of two kitchens is two orders. */
function checkOneKitchen(lines: readonly CartLine[]): ProductRow {
  const [first, ...others] = lines.map(({ product }) => product);
  if (!first) throw unprocessable('Your cart is empty');
  const other = others.find((product) => product.vendor_id !== first.vendor_id);
  if (other) {
    throw unprocessable(
      `An order comes from one kitchen: ${first.vendor_name} and ${other.vendor_name} need separate orders. Please review your cart.`,
    );
  }
  return first;
}

/**
 * A kitchen delivers only within its radius; the cart says so first, this is the server's word.
 * An address without a known place is refused rather than priced: neither the reach nor the
 * distance can be measured from it.
 */
function checkReach(kitchen: ProductRow, address: AddressRow): void {
  if (knownPoint(address) === null) throw unprocessable(ADDRESS_NOT_ON_MAP_MESSAGE);
  const problem = outOfReachProblem(
    kitchen.vendor_name,
    { latitude: kitchen.vendor_latitude, longitude: kitchen.vendor_longitude, delivery_radius_km: kitchen.vendor_delivery_radius_km },
    address,
  );
  if (problem) throw unprocessable(problem);
}

/** Beyond PostgreSQL's integer no row can have the id: asking would be an error, not "no tip". */
const MAX_ROW_ID = 2_147_483_647;

async function tipOf(db: Db, tip: OrderPayload['tip']): Promise<{ id: number; amountNgwee: number } | null> {
  if (tip === null) return null;
  const id = typeof tip === 'number' ? tip : /^\d+$/.test(tip) ? Number(tip) : Number.NaN;
  const row =
    Number.isSafeInteger(id) && Math.abs(id) <= MAX_ROW_ID
      ? await db.selectFrom('tips').select(['id', 'amount_ngwee']).where('id', '=', id).executeTakeFirst()
      : undefined;
  if (!row) throw unprocessable('The chosen tip is no longer offered. Please choose another.');
  return { id: row.id, amountNgwee: row.amount_ngwee };
}

/**
 * Prices an order from the server's own data, with the same rules as the cart page: the meals'
 * current prices, the stored rates (the default rates when they are malformed), the tip's value
 * and, for delivery, the distance from the kitchen to the address. Throws the answer for a cart
 * that cannot be ordered: meals of two kitchens, or an address beyond the kitchen's reach.
 */
export async function priceOrder(db: Db, userId: number, payload: OrderPayload): Promise<PricedOrder> {
  const lines = await checkedLines(db, payload);
  const kitchen = checkOneKitchen(lines);
  const address =
    payload.order_type === 'delivery' && payload.address_uuid !== null ? await findAddress(db, userId, payload.address_uuid) : null;
  if (payload.order_type === 'delivery' && !address) throw notFound('Address not found');
  if (address) checkReach(kitchen, address);
  const tip = await tipOf(db, payload.tip);
  const { settings } = await readAppSettings(db);

  const distanceKm = address
    ? deliveryDistanceKm(
        lines.map(({ product }) => ({ latitude: product.vendor_latitude, longitude: product.vendor_longitude })),
        address,
      )
    : null;
  const totals = cartTotals({
    lines: lines.map(({ product, quantity }) => ({ price: toKwacha(product.price_ngwee), quantity })),
    rates: ratesFromSettings(settings) ?? DEFAULT_PRICING_RATES,
    orderType: payload.order_type,
    distanceKm: distanceKm ?? 0,
    tip: tip === null ? null : toKwacha(tip.amountNgwee),
  });

  return {
    lines: lines.map(({ product, quantity }) => ({
      productId: product.id,
      vendorId: product.vendor_id,
      name: product.name,
      unitPriceNgwee: product.price_ngwee,
      quantity,
    })),
    address: address ?? null,
    distanceKm,
    tipId: tip?.id ?? null,
    amounts: {
      subtotalNgwee: toNgwee(totals.subtotal),
      taxNgwee: toNgwee(totals.tax),
      deliveryFeeNgwee: toNgwee(totals.delivery),
      handlingFeeNgwee: toNgwee(totals.handlingFee),
      tipNgwee: toNgwee(totals.tip),
      totalNgwee: toNgwee(totals.total),
    },
  };
}
