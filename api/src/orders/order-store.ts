import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect-database';
import { lockWallet, payOrderFromWallet } from '../wallet/wallet-debit';
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
 * An order paid from the wallet is stored paid, with its debit, in the same transaction, which
 * holds the wallet from its start (lockWallet, payOrderFromWallet): a balance that does not cover
 * it stores nothing.
 */
export async function insertOrder(db: Db, userId: number, payload: OrderPayload, priced: PricedOrder, now: Date = new Date()): Promise<string> {
  const firstLine = priced.lines[0];
  if (!firstLine) throw new Error('An order needs at least one line');
  const uuid = randomUUID();
  const { amounts, address } = priced;
  const stamp = now.toISOString();

  const fromWallet = payload.payment_method === 'wallet';
  const instructions = payload.instructions.trim();

  await db.transaction().execute(async (trx) => {
    if (fromWallet) await lockWallet(trx, userId);
    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        uuid,
        user_id: userId,
        // The order is shown with one restaurant: the one of its first meal.
        vendor_id: firstLine.vendorId,
        order_type: payload.order_type,
        address_id: address?.id ?? null,
        delivery_address: address ? addressText(address) : null,
        delivery_latitude: address?.latitude ?? null,
        delivery_longitude: address?.longitude ?? null,
        distance_km: priced.distanceKm,
        instructions: instructions === '' ? null : instructions,
        delivery_instructions: deliveryInstructions(payload),
        tip_id: priced.tipId,
        subtotal_ngwee: amounts.subtotalNgwee,
        tax_ngwee: amounts.taxNgwee,
        delivery_fee_ngwee: amounts.deliveryFeeNgwee,
        handling_fee_ngwee: amounts.handlingFeeNgwee,
        tip_ngwee: amounts.tipNgwee,
        total_ngwee: amounts.totalNgwee,
        status_changed_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('order_products')
      .values(
        priced.lines.map((line) => ({
          order_id: orderId,
          product_id: line.productId,
          vendor_id: line.vendorId,
          name: line.name,
          unit_price_ngwee: line.unitPriceNgwee,
          quantity: line.quantity,
          line_total_ngwee: line.unitPriceNgwee * line.quantity,
        })),
      )
      .execute();
    if (fromWallet) await payOrderFromWallet(trx, userId, { id: orderId, total_ngwee: amounts.totalNgwee }, now);
  });
  return uuid;
}
