import { z } from 'zod';
import { ALL_FIELDS_REQUIRED_MESSAGE, INVALID_IDENTIFIER_MESSAGE, isValidEmail } from '@storefront/api-client/schemas';
import { looksLikePhone } from './phone-number';

/**
 * The login and forgot-password identifier: an e-mail or a phone. The contract allows a phone
 * only as 10 to 15 bare digits; people also type '+260 97...' or the 9-digit national number,
 * and those are accepted here too.
 */
export const signInIdentifierSchema = z
  .string()
  .trim()
  .min(1, ALL_FIELDS_REQUIRED_MESSAGE)
  .max(254, INVALID_IDENTIFIER_MESSAGE)
  .refine((value) => isValidEmail(value) || looksLikePhone(value), INVALID_IDENTIFIER_MESSAGE);
