import { initialSchema } from './001-initial-schema';
import { cateringRequests } from './002-catering-requests';
import { userPhoneLookup } from './003-user-phone-lookup';
import { sandboxMail } from './004-sandbox-mail';
import { resetTokenPurpose } from './005-reset-token-purpose';
import { catalogVersion } from './006-catalog-version';
import { deliveryReachAndWalletPayments } from './007-delivery-reach-and-wallet-payments';
import { normaliseStoredPhones, phoneNumbersE164 } from './008-phone-numbers-e164';
import type { Db } from '../open-database';
import { addressesThatFindTheDoor } from './009-addresses-that-find-the-door';
import { mobileMoney } from './010-mobile-money';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Work SQL cannot do (such as parsing phone numbers), run after `sql` in the same transaction. */
  run?: (db: Db) => void;
}

/**
 * Every migration, oldest first. They live in TypeScript rather than .sql files so the bundled
 * server and the tests load them without a file loader. Never edit one that has shipped: add the
 * next number.
 */
export const allMigrations: readonly Migration[] = [
  { version: 1, name: 'initial-schema', sql: initialSchema },
  { version: 2, name: 'catering-requests', sql: cateringRequests },
  { version: 3, name: 'user-phone-lookup', sql: userPhoneLookup },
  { version: 4, name: 'sandbox-mail', sql: sandboxMail },
  { version: 5, name: 'reset-token-purpose', sql: resetTokenPurpose },
  { version: 6, name: 'catalog-version', sql: catalogVersion },
  { version: 7, name: 'delivery-reach-and-wallet-payments', sql: deliveryReachAndWalletPayments },
  { version: 8, name: 'phone-numbers-e164', sql: phoneNumbersE164, run: normaliseStoredPhones },
  { version: 9, name: 'addresses-that-find-the-door', sql: addressesThatFindTheDoor },
  { version: 10, name: 'mobile-money', sql: mobileMoney },
];
