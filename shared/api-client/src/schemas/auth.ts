import { z } from 'zod/mini';
import { sessionUserSchema } from '@storefront/contract/boundary';
import { EMAIL_PATTERN, PHONE_PATTERN } from './primitives';

/** Registration and login always speak for a customer: the storefront uses no other role. */
export const CUSTOMER_ROLE = 'customer';

export const ALL_FIELDS_REQUIRED_MESSAGE = 'All fields are required.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';
export const INVALID_IDENTIFIER_MESSAGE = 'Please enter a valid phone number or email address.';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The login `email` field holds an e-mail address or a phone number. */
export const loginPayloadSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE))
    .check(z.refine((value) => isValidEmail(value) || isValidPhone(value), INVALID_IDENTIFIER_MESSAGE)),
  password: z.string().check(z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
  role: z.literal(CUSTOMER_ROLE),
});

/** The sign-in form's fields: the login rules without the role, which is added on submit. */
export const loginFormSchema = z.omit(loginPayloadSchema, { role: true });

/** A dial code such as +260. */
export const dialCodeSchema = z.string().check(z.regex(/^\+\d{1,4}$/));

export const registrationPayloadSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
  last_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)),
  code: dialCodeSchema,
  phone: z.string().check(z.regex(PHONE_PATTERN, INVALID_PHONE_MESSAGE)),
  password: z.string().check(z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
  role: z.literal(CUSTOMER_ROLE),
});

/** The registration form's fields: the registration rules without the role, which is added on submit. */
export const registrationFormSchema = z.omit(registrationPayloadSchema, { role: true });

/** The older registration shape: a password confirmation and no phone. */
export const legacyRegistrationPayloadSchema = z
  .object({
    first_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    last_name: z.string().check(z.trim(), z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)),
    password: z.string().check(z.minLength(1, ALL_FIELDS_REQUIRED_MESSAGE)),
    password_confirmation: z.string(),
    role: z.literal(CUSTOMER_ROLE),
  })
  .check(
    z.refine((payload) => payload.password === payload.password_confirmation, {
      message: 'Passwords do not match',
      path: ['password_confirmation'],
    }),
  );

/** A successful login must carry the token and user the session is made of. */
export const loginResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    message: z.nullish(z.string()),
    data: z.object({ token: z.string().check(z.minLength(1)), user: sessionUserSchema }),
  }),
  z.object({
    success: z.literal(false),
    message: z.nullish(z.string()),
  }),
]);

export const registrationResponseSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
});

export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;
export type LegacyRegistrationPayload = z.infer<typeof legacyRegistrationPayloadSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
