/**
 * Mobile money: a payment may be a prompt on the customer's phone, created under an idempotency
 * key, with its network, provider, the provider's reference, and an end that may be a failure
 * (with its reason) or an expiry; an order may be paid by it. SQLite cannot change a column's
 * CHECK, so the two columns whose values grow are added anew, copied, and take the old names.
 * The sandbox gateway keeps its own side of each payment, as a real gateway would.
 */
export const mobileMoney = /* sql */ `
ALTER TABLE orders ADD COLUMN paid_by TEXT CHECK (paid_by IN ('link', 'wallet', 'mobile_money'));
UPDATE orders SET paid_by = paid_with;
ALTER TABLE orders DROP COLUMN paid_with;
ALTER TABLE orders RENAME COLUMN paid_by TO paid_with;

ALTER TABLE payments ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
  CHECK (state IN ('pending', 'paid', 'cancelled', 'failed', 'expired'));
UPDATE payments SET state = status;
ALTER TABLE payments DROP COLUMN status;
ALTER TABLE payments RENAME COLUMN state TO status;
ALTER TABLE payments ADD COLUMN method TEXT NOT NULL DEFAULT 'link' CHECK (method IN ('link', 'mobile_money'));
ALTER TABLE payments ADD COLUMN idempotency_key TEXT;
ALTER TABLE payments ADD COLUMN phone TEXT;
ALTER TABLE payments ADD COLUMN network TEXT CHECK (network IN ('MTN', 'AIRTEL', 'ZAMTEL'));
ALTER TABLE payments ADD COLUMN provider TEXT;
ALTER TABLE payments ADD COLUMN provider_reference TEXT;
ALTER TABLE payments ADD COLUMN failure_reason TEXT;
ALTER TABLE payments ADD COLUMN expires_at TEXT;
ALTER TABLE payments ADD COLUMN requested_at TEXT;
ALTER TABLE payments ADD COLUMN checked_at TEXT;
CREATE UNIQUE INDEX payments_idempotency ON payments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX payments_open_mobile ON payments (status, method);

CREATE TABLE sandbox_gateway_payments (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  prompt_token TEXT NOT NULL UNIQUE,
  provider_reference TEXT NOT NULL UNIQUE,
  amount_ngwee INTEGER NOT NULL CHECK (amount_ngwee > 0),
  phone TEXT NOT NULL,
  network TEXT NOT NULL,
  statement TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'expired')),
  failure_reason TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  settled_at TEXT
);
`;
