/**
 * Each kitchen delivers within its own radius (25 km unless it says otherwise), and an order
 * records what paid it: a payment link or the customer's wallet.
 */
export const deliveryReachAndWalletPayments = /* sql */ `
ALTER TABLE vendors ADD COLUMN delivery_radius_km REAL NOT NULL DEFAULT 25 CHECK (delivery_radius_km > 0);
ALTER TABLE orders ADD COLUMN paid_with TEXT CHECK (paid_with IN ('link', 'wallet'));
UPDATE orders SET paid_with = 'link' WHERE payment_status = 'paid';
`;
