import { DEFAULT_DIAL_CODE } from '@storefront/api-client';
import { pageStore, showToastAtom } from '@storefront/contract';
import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { DEFAULT_COUNTRY_CODE, dialCodeOfCountry } from '../state/country-dial-codes';
import { checkRegistrationForm, type RegistrationField, type RegistrationFormValues } from '../state/registration-validation';
import { submitRegistration } from './submit-registration';

/** Where a new customer goes once registered: to sign in. */
export const AFTER_REGISTRATION_PATH = '/auth/login';

/** The hidden fields of a registration form in the cart's overlay: it stays where it is, and leaves the identifier formats to the server. */
export const STAY_FIELD = 'then';
export const STAY = 'stay';
export const FORMATS_FIELD = 'formats';
export const FORMATS_LEFT_TO_SERVER = 'server';

/** What the form was sent with, but the password, which never comes back in a page. */
export type TypedRegistration = Omit<RegistrationFormValues, 'password'>;

/** What the registration form shows after a refusal: why, the fields at fault, and what was typed. */
export interface RegistrationRefused {
  message: string;
  fields: RegistrationField[];
  typed: TypedRegistration;
}

/** The answer to a registration form that stays where it is. */
export interface Registered {
  registered: true;
}

export type RegisterActionData = RegistrationRefused | Registered;

export const isRegistered = (data: RegisterActionData | undefined): data is Registered => data !== undefined && 'registered' in data;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/**
 * The registration form's action, in the browser and on the server alike (a form sent before the
 * app is in, or with scripts off): it checks the fields, asks the api, and on success says so and
 * goes to sign in, or stays when the form asks to. The dial code is the chosen country's (Zambia's
 * when none was sent), and a number typed with its '+' says its own.
 */
export async function registerAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<RegisterActionData | Response> {
  const form = await request.formData();
  const country = text(form.get('country')) || DEFAULT_COUNTRY_CODE;
  const typed: TypedRegistration = {
    first_name: text(form.get('first_name')),
    last_name: text(form.get('last_name')),
    email: text(form.get('email')),
    country,
    // The country's own: the browser's list of countries, before the app is in, sends no dial code.
    code: dialCodeOfCountry(country) ?? (text(form.get('code')) || DEFAULT_DIAL_CODE),
    phone: text(form.get('phone')),
  };
  const values = { ...typed, password: text(form.get('password')) };
  const checked = checkRegistrationForm(values, form.get(FORMATS_FIELD) !== FORMATS_LEFT_TO_SERVER);
  if (!checked.ok) return { message: checked.message, fields: checked.fields, typed };
  const outcome = await submitRegistration(values);
  if (!outcome.ok) return { message: outcome.message, fields: [], typed };
  // Shown once the app is in; without scripts the customer lands on the sign-in page.
  pageStore().set(showToastAtom, outcome.message, 'success');
  if (form.get(STAY_FIELD) === STAY) return { registered: true };
  return redirect(AFTER_REGISTRATION_PATH);
}
