import { zodResolver } from '@hookform/resolvers/zod';
import { ALL_FIELDS_REQUIRED_MESSAGE, registrationFormSchema } from '@storefront/api-client';
import { passwordProblem } from '@storefront/api-client/passwords';
import { normalisePhoneNumber, phoneForSending } from '@storefront/api-client/phones';
import type { FieldErrors, Resolver } from 'react-hook-form';

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

/** The contract's rules for every field the form holds (the role is added on submit). */
const checkEveryField = zodResolver(registrationFormSchema, undefined, { raw: true });

/** The identifier fields whose format the cart overlay leaves to the server. */
const formatFields = ['email', 'code', 'phone'] as const;

/**
 * The form's resolver: the contract's registration rules, or, when `checkFormats` is false (the
 * in-cart overlay does not check the identifier formats on submit), only the required fields;
 * either way the password rule, which the server applies to both. Values are kept raw, exactly as
 * typed, so nothing the customer entered changes under them.
 */
export function registrationResolver(checkFormats: boolean): Resolver<RegistrationFormValues> {
  return async (values, context, options) => {
    // The contract's phone rule (10 to 15 digits) applies to the number as it will be sent; one
    // that is not a number of the chosen country is wrong however many digits it has.
    const readable = normalisePhoneNumber(values.phone, values.country) !== null;
    const checked = { ...values, phone: readable ? phoneForSending(values.phone, values.country, values.code).phone : '' };
    // The options without `names`, which speak of this form's fields (the picker's country too).
    const { criteriaMode, fields, shouldUseNativeValidation } = options;
    const result = await checkEveryField(checked, context, { criteriaMode, fields, shouldUseNativeValidation });
    const errors: FieldErrors<RegistrationFormValues> = { ...result.errors };
    if (!checkFormats) for (const field of formatFields) delete errors[field];
    // An empty password already has its message ('All fields are required.').
    const weakPassword = values.password === '' ? undefined : passwordProblem(values.password);
    if (weakPassword && !errors.password) errors.password = { type: 'password-rule', message: weakPassword };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

const fieldOrder: (keyof RegistrationFormValues)[] = ['first_name', 'last_name', 'email', 'code', 'phone', 'password'];

/**
 * The one message the form shows for its field errors: a missing field comes first ('All fields
 * are required.'), then the first wrong format in field order.
 */
export function registrationFormMessage(errors: FieldErrors<RegistrationFormValues>): string | undefined {
  const messages = fieldOrder
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.find((message) => message === ALL_FIELDS_REQUIRED_MESSAGE) ?? messages[0];
}
