import { dialCodeOf, normalisePhoneNumberForDialCode } from '@storefront/api-client/phones';
import type { Db } from '../open-database';

/**
 * Phones were stored as typed ('0971234567' beside '+260') and looked up by their national number.
 * They are now stored in E.164 ('+260971234567'), the form every spelling comes to, and looked up
 * as they are (the index on users.phone), so the national-number column goes.
 */
export const phoneNumbersE164 = /* sql */ `
DROP INDEX IF EXISTS users_phone_national;
ALTER TABLE users DROP COLUMN phone_national;
`;

/**
 * Each stored phone in its E.164 form, read with its dial code (Zambia's when it has none). A phone
 * that is no valid number stays as it was: it matches no sign-in, and the customer signs in by
 * e-mail and sets it again on the profile.
 */
export function normaliseStoredPhones(db: Db): void {
  const rows = db.prepare('SELECT id, dial_code, phone FROM users WHERE phone IS NOT NULL').all() as {
    id: number;
    dial_code: string | null;
    phone: string;
  }[];
  const update = db.prepare('UPDATE users SET phone = ?, dial_code = ? WHERE id = ?');
  for (const row of rows) {
    const e164 = normalisePhoneNumberForDialCode(row.phone, row.dial_code ?? '+260');
    if (e164 !== null) update.run(e164, dialCodeOf(e164) ?? row.dial_code, row.id);
  }
}
