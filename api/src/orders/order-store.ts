import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { payOrderFromWallet } from '../wallet/wallet-debit';
import type { OrderPayload, PricedOrder } from './order-pricing';

/**
 * The address as the rider reads it: the house, plot or landmark first, then the place; the
 * location is added unless the place already names it.
 */
export function addressText(address: { address: string; address_line: string | null; location: string }): string {
  const location = address.location.trim();
  const place =
    location === '' || address.address.toLowerCase().includes(location.toLowerCase()) ? address.address : `${address.address}, ${location}`;
  const line = address.address_line?.trim() ?? '';
  return line === '' ? place : `${line}, ${place}`;
}

/** Only a delivery has a rider to read instructions; blank is none. */
function deliveryInstructions(payload: OrderPayload): string | null {
  if (payload.order_type !== 'delivery') return null;
  return payload.delivery_instructions?.trim() || null;
}

/**
 * Stores a priced order with copies of what may change later (meal names and prices, the address),
 * so the order reads the same after the menu or the address book changes. Answers its uuid.
 *
 * An order paid from the wallet is stored paid, with its debit, in the same immediate transaction
 * (payOrderFromWallet): a balance that does not cover it stores nothing.
 */
export function insertOrder(db: Db, userId: number, payload: OrderPayload, priced: PricedOrder, now: Date = new Date()): string {
  const firstLine = priced.lines[0];
  if (!firstLine) throw new Error('An order needs at least one line');
  const uuid = randomUUID();
  const { amounts, address } = priced;
  const stamp = now.toISOString();

  const fromWallet = payload.payment_method === 'wallet';

  db.transaction(() => {
    const orderId = db
      .prepare(
        `INSERT INTO orders (uuid, user_id, vendor_id, order_type, address_id, delivery_address, delivery_latitude,
           delivery_longitude, distance_km, instructions, delivery_instructions, tip_id, subtotal_ngwee, tax_ngwee,
           delivery_fee_ngwee, handling_fee_ngwee, tip_ngwee, total_ngwee, status_changed_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        uuid,
        userId,
        // The order is shown with one restaurant: the one of its first meal.
        firstLine.vendorId,
        payload.order_type,
        address?.id ?? null,
        address ? addressText(address) : null,
        address?.latitude ?? null,
        address?.longitude ?? null,
        priced.distanceKm,
        payload.instructions.trim() === '' ? null : payload.instructions.trim(),
        deliveryInstructions(payload),
        priced.tipId,
        amounts.subtotalNgwee,
        amounts.taxNgwee,
        amounts.deliveryFeeNgwee,
        amounts.handlingFeeNgwee,
        amounts.tipNgwee,
        amounts.totalNgwee,
        stamp,
        stamp,
        stamp,
      ).lastInsertRowid;

    const insertLine = db.prepare(
      `INSERT INTO order_products (order_id, product_id, vendor_id, name, unit_price_ngwee, quantity, line_total_ngwee)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const line of priced.lines) {
      insertLine.run(orderId, line.productId, line.vendorId, line.name, line.unitPriceNgwee, line.quantity, line.unitPriceNgwee * line.quantity);
    }
    if (fromWallet) payOrderFromWallet(db, userId, { id: Number(orderId), total_ngwee: amounts.totalNgwee }, now);
  }).immediate();
  return uuid;
}
