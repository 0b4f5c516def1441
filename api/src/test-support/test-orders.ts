import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PRICING_RATES,
  cartTotals,
  deliveryDistanceKm,
  ratesFromSettings,
  type CartTotals,
} from '@storefront/api-client/pricing';
import {
  appSettingsResponseSchema,
  createdAddressResponseSchema,
  createdOrderResponseSchema,
  productResponseSchema,
  type Address,
  type OrderType,
} from '@storefront/api-client/schemas';
import { productUuid } from '../seed/seed-database';
import type { TestUser } from './test-users';

export interface CartLine {
  meal: string;
  quantity: number;
}

export interface OrderRequest {
  lines: readonly CartLine[];
  orderType: OrderType;
  address?: Address | null;
  tipId?: number | string | null;
  instructions?: string;
}

/** Reads a public JSON answer of the API by its path ('/api/app/settings'): through inject or over HTTP. */
export type ReadJson = (path: string) => Promise<unknown>;

export interface CartQuote {
  /** The body of POST /api/orders. */
  payload: object;
  totals: CartTotals;
  distanceKm: number;
}

/**
 * Prices a cart the way the storefront's cart page does, from the API's public answers and the
 * contract's pricing rules: what a correct client sends as `total_price`.
 */
export async function quoteCart(app: FastifyInstance, request: OrderRequest): Promise<CartQuote> {
  return quoteCartWith(async (path) => (await app.inject({ method: 'GET', url: path })).json(), request);
}

/** `quoteCart` over any way of reading the API. */
export async function quoteCartWith(readJson: ReadJson, request: OrderRequest): Promise<CartQuote> {
  const products = await Promise.all(
    request.lines.map(async (line) => productResponseSchema.parse(await readJson(`/api/products/${productUuid(line.meal)}`)).data),
  );
  const settings = appSettingsResponseSchema.parse(await readJson('/api/app/settings'));
  const tip = request.tipId == null ? null : settings.tips.find((candidate) => String(candidate.id) === String(request.tipId));
  const distanceKm = request.orderType === 'delivery' ? deliveryDistanceKm(products.map((product) => product.vendor), request.address ?? null) : 0;
  const totals = cartTotals({
    lines: products.map((product, index) => ({ price: product.price, quantity: request.lines[index]?.quantity ?? 1 })),
    rates: ratesFromSettings(settings.settings) ?? DEFAULT_PRICING_RATES,
    orderType: request.orderType,
    distanceKm,
    tip: tip?.value ?? null,
  });
  const payload = {
    products: products.map((product, index) => ({
      product_uuid: product.uuid,
      quantity: request.lines[index]?.quantity ?? 1,
      vendor_uuid: product.vendor.uuid,
    })),
    address_uuid: request.orderType === 'delivery' ? (request.address?.uuid ?? null) : null,
    order_type: request.orderType,
    total_price: totals.total,
    instructions: request.instructions ?? '',
    tip: request.tipId ?? null,
  };
  return { payload, totals, distanceKm };
}

export function postOrder(app: FastifyInstance, user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: user.auth, payload });
}

/** Places a correctly priced order and answers its uuid. */
export async function placeOrder(app: FastifyInstance, user: TestUser, request: OrderRequest): Promise<string> {
  const { payload } = await quoteCart(app, request);
  const response = await postOrder(app, user, payload);
  if (response.statusCode !== 201) throw new Error(`Order refused: ${response.body}`);
  return createdOrderResponseSchema.parse(response.json()).uuid;
}

/** Saves an address for the user, at Kabulonga unless told otherwise. */
export async function addAddress(
  app: FastifyInstance,
  user: TestUser,
  fields: { address?: string; latitude?: string; longitude?: string } = {},
): Promise<Address> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/address',
    headers: user.auth,
    payload: {
      address: fields.address ?? 'Kabulonga, Lusaka',
      location: 'Lusaka',
      latitude: fields.latitude ?? '-15.4105',
      longitude: fields.longitude ?? '28.3392',
    },
  });
  return createdAddressResponseSchema.parse(response.json());
}
