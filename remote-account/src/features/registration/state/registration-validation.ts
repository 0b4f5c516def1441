import { ALL_FIELDS_REQUIRED_MESSAGE, registrationFormSchema } from '@storefront/api-client';
import { passwordProblem } from '@storefront/api-client/passwords';
import { normalisePhoneNumber, phoneForSending } from '@storefront/api-client/phones';

/** What the registration form holds; `country` and `code` are the picker's country and its dial code. */
export interface RegistrationFormValues {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  code: string;
  phone: string;
  password: string;
}

export type RegistrationField = keyof RegistrationFormValues;

export type RegistrationCheck =
  | { ok: true; values: RegistrationFormValues }
  | { ok: false; message: string; fields: RegistrationField[] };

/** The identifier fields whose format the cart overlay leaves to the server. */
const formatFields: readonly RegistrationField[] = ['email', 'code', 'phone'];

/** The order the form's one message looks at its fields in. */
const fieldOrder: readonly RegistrationField[] = ['first_name', 'last_name', 'email', 'code', 'phone', 'password'];

const isField = (field: unknown): field is RegistrationField => typeof field === 'string' && fieldOrder.includes(field as RegistrationField);

/**
 * The contract's registration rules, or, when `checkFormats` is false (the in-cart overlay does not
 * check the identifier formats), only the required fields; either way the password rule, which the
 * server applies to both. The values stay exactly as typed (the call sends the phone in its one
 * form). A refusal has one message, a missing field first ('All fields are required.'), then the
 * first wrong format in field order, and names every field at fault.
 */
export function checkRegistrationForm(values: RegistrationFormValues, checkFormats = true): RegistrationCheck {
  // The contract's phone rule (10 to 15 digits) applies to the number as it will be sent; one that
  // is not a number of the chosen country is wrong however many digits it has.
  const readable = normalisePhoneNumber(values.phone, values.country) !== null;
  const checked = { ...values, phone: readable ? phoneForSending(values.phone, values.country, values.code).phone : '' };
  const problems = new Map<RegistrationField, string>();
  const result = registrationFormSchema.safeParse(checked);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !problems.has(field)) problems.set(field, issue.message);
    }
  }
  if (!checkFormats) for (const field of formatFields) problems.delete(field);
  // An empty password already has its message ('All fields are required.').
  const weakPassword = values.password === '' ? undefined : passwordProblem(values.password);
  if (weakPassword && !problems.has('password')) problems.set('password', weakPassword);
  if (problems.size === 0) return { ok: true, values };
  const fields = fieldOrder.filter((field) => problems.has(field));
  const messages = fields.map((field) => problems.get(field) ?? '');
  return { ok: false, message: messages.find((message) => message === ALL_FIELDS_REQUIRED_MESSAGE) ?? messages[0] ?? ALL_FIELDS_REQUIRED_MESSAGE, fields };
}
