import type { z } from 'zod';
import type { orderSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { toKwacha } from '../lib/money';
import { ordersWithReceipt, receiptOf, type ReceiptAnswer } from './order-receipt';

type PaidWith = ReceiptAnswer['paid_with'];

/**
 * An order as the storefront parses it, plus the pricing lines and details the order page can
 * show (every amount in kwacha).
 */
export type OrderAnswer = z.input<typeof orderSchema> & {
  order_type: string;
  subtotal: number;
  tax: number;
  delivery_fee: number;
  handling_fee: number;
  tip: number;
  distance_km: number | null;
  delivery_address: string | null;
  instructions: string | null;
  delivery_instructions: string | null;
  paid_with: PaidWith | null;
  vendor: { name: string; address: string; phone: string | null };
  rider: { name: string; phone: string | null } | null;
  order_products: { name: string; quantity: number; price: number }[];
  /** Once paid, how. */
  receipt: ReceiptAnswer | null;
};

/** What payments need to know of an order. */
export interface OrderRow {
  id: number;
  uuid: string;
  user_id: number;
  status: string;
  payment_status: string;
  total_ngwee: number;
}

function orderQuery(db: Db) {
  return ordersWithReceipt(db)
    .innerJoin('vendors as v', 'v.id', 'o.vendor_id')
    .select([
      'o.id',
      'o.uuid',
      'o.user_id',
      'o.status',
      'o.payment_status',
      'o.total_ngwee',
      'o.order_type',
      'o.subtotal_ngwee',
      'o.tax_ngwee',
      'o.delivery_fee_ngwee',
      'o.handling_fee_ngwee',
      'o.tip_ngwee',
      'o.distance_km',
      'o.delivery_address',
      'o.instructions',
      'o.delivery_instructions',
      'o.paid_with',
      'o.rider_name',
      'o.rider_phone',
      'o.created_at',
      'v.name as vendor_name',
      'v.address as vendor_address',
      'v.phone as vendor_phone',
    ])
    // The schema's CHECK keeps paid_with to these.
    .$narrowType<{ paid_with: PaidWith | null }>();
}

type OrderDetailRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

interface LineRow {
  order_id: number;
  name: string;
  quantity: number;
  unit_price_ngwee: number;
}

function toAnswer(row: OrderDetailRow, lines: readonly LineRow[]): OrderAnswer {
  return {
    uuid: row.uuid,
    order_type: row.order_type,
    status: row.status,
    payment_status: row.payment_status,
    total_price: toKwacha(row.total_ngwee),
    subtotal: toKwacha(row.subtotal_ngwee),
    tax: toKwacha(row.tax_ngwee),
    delivery_fee: toKwacha(row.delivery_fee_ngwee),
    handling_fee: toKwacha(row.handling_fee_ngwee),
    tip: toKwacha(row.tip_ngwee),
    distance_km: row.distance_km,
    created_at: row.created_at,
    vendor: { name: row.vendor_name, address: row.vendor_address, phone: row.vendor_phone },
    rider: row.rider_name === null ? null : { name: row.rider_name, phone: row.rider_phone },
    order_products: lines.map((line) => ({ name: line.name, quantity: line.quantity, price: toKwacha(line.unit_price_ngwee) })),
    delivery_address: row.delivery_address,
    instructions: row.instructions,
    delivery_instructions: row.delivery_instructions,
    paid_with: row.paid_with,
    receipt: receiptOf(row),
  };
}

function groupByOrder(rows: readonly LineRow[]): Map<number, LineRow[]> {
  const byOrder = new Map<number, LineRow[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(row);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** The user's orders, newest first. */
export async function listOrders(db: Db, userId: number): Promise<OrderAnswer[]> {
  const rows = await orderQuery(db).where('o.user_id', '=', userId).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
  const lines = groupByOrder(
    await db
      .selectFrom('order_products as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.order_id', 'l.name', 'l.quantity', 'l.unit_price_ngwee'])
      .where('o.user_id', '=', userId)
      .orderBy('l.order_id')
      .orderBy('l.id')
      .execute(),
  );
  return rows.map((row) => toAnswer(row, lines.get(row.id) ?? []));
}

/** One of the user's own orders; another user's is as unknown as a missing one. */
export async function findOrder(db: Db, userId: number, uuid: string): Promise<OrderAnswer | null> {
  const row = await orderQuery(db).where('o.user_id', '=', userId).where('o.uuid', '=', uuid.toLowerCase()).executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom('order_products')
    .select(['order_id', 'name', 'quantity', 'unit_price_ngwee'])
    .where('order_id', '=', row.id)
    .orderBy('id')
    .execute();
  return toAnswer(row, lines);
}

export async function findOrderRow(db: Db, userId: number, uuid: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'uuid', 'user_id', 'status', 'payment_status', 'total_ngwee'])
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid.toLowerCase())
    .executeTakeFirst();
}
