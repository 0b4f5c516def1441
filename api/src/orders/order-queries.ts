import type { z } from 'zod';
import type { orderSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { toKwacha } from '../lib/money';
import { receiptColumns, receiptJoin, receiptOf, type ReceiptAnswer, type ReceiptRow } from './order-receipt';

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
  paid_with: 'link' | 'wallet' | 'mobile_money' | null;
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

interface OrderDetailRow extends OrderRow, ReceiptRow {
  order_type: string;
  subtotal_ngwee: number;
  tax_ngwee: number;
  delivery_fee_ngwee: number;
  handling_fee_ngwee: number;
  tip_ngwee: number;
  distance_km: number | null;
  delivery_address: string | null;
  instructions: string | null;
  delivery_instructions: string | null;
  paid_with: 'link' | 'wallet' | 'mobile_money' | null;
  rider_name: string | null;
  rider_phone: string | null;
  created_at: string;
  vendor_name: string;
  vendor_address: string;
  vendor_phone: string | null;
}

interface LineRow {
  order_id: number;
  name: string;
  quantity: number;
  unit_price_ngwee: number;
}

const orderSelect = `
  SELECT o.id, o.uuid, o.user_id, o.status, o.payment_status, o.total_ngwee, o.order_type, o.subtotal_ngwee,
         o.tax_ngwee, o.delivery_fee_ngwee, o.handling_fee_ngwee, o.tip_ngwee, o.distance_km, o.delivery_address,
         o.instructions, o.delivery_instructions, o.paid_with, o.rider_name, o.rider_phone, o.created_at,
         v.name AS vendor_name, v.address AS vendor_address, v.phone AS vendor_phone, ${receiptColumns}
  FROM orders o JOIN vendors v ON v.id = o.vendor_id ${receiptJoin}`;

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
export function listOrders(db: Db, userId: number): OrderAnswer[] {
  const rows = db.prepare(`${orderSelect} WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`).all(userId) as OrderDetailRow[];
  const lines = groupByOrder(
    db
      .prepare(
        `SELECT l.order_id, l.name, l.quantity, l.unit_price_ngwee FROM order_products l
         JOIN orders o ON o.id = l.order_id WHERE o.user_id = ? ORDER BY l.order_id, l.id`,
      )
      .all(userId) as LineRow[],
  );
  return rows.map((row) => toAnswer(row, lines.get(row.id) ?? []));
}

/** One of the user's own orders; another user's is as unknown as a missing one. */
export function findOrder(db: Db, userId: number, uuid: string): OrderAnswer | null {
  const row = db.prepare(`${orderSelect} WHERE o.user_id = ? AND o.uuid = ?`).get(userId, uuid.toLowerCase()) as OrderDetailRow | undefined;
  if (!row) return null;
  const lines = db
    .prepare('SELECT order_id, name, quantity, unit_price_ngwee FROM order_products WHERE order_id = ? ORDER BY id')
    .all(row.id) as LineRow[];
  return toAnswer(row, lines);
}

export function findOrderRow(db: Db, userId: number, uuid: string): OrderRow | undefined {
  return db
    .prepare('SELECT id, uuid, user_id, status, payment_status, total_ngwee FROM orders WHERE user_id = ? AND uuid = ?')
    .get(userId, uuid.toLowerCase()) as OrderRow | undefined;
}
