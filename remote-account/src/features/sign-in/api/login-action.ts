import { pageStore, showToastAtom, startCustomerSession } from '@storefront/contract';
import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { checkLoginForm, type LoginField } from '../state/login-validation';
import { submitLogin } from './submit-login';

/** The hidden field of a sign-in form that stays where it is once signed in (the cart's overlay). */
export const STAY_FIELD = 'then';
export const STAY = 'stay';

/** What the sign-in form shows after a refused sign-in: why, the fields at fault, and the identifier as typed. */
export interface LoginRefused {
  message: string;
  fields: LoginField[];
  email: string;
}

/** The answer to a sign-in form that stays where it is. */
export interface SignedIn {
  signedIn: true;
}

export type LoginActionData = LoginRefused | SignedIn;

export const isSignedIn = (data: LoginActionData | undefined): data is SignedIn => data !== undefined && 'signedIn' in data;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/**
 * The sign-in form's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off): it checks the fields, asks the api, and on success signs the customer
 * in on the page being made (on the server, the answer sets the session's cookie) and goes on to
 * `next`, or stays when the form asks to. A refusal is the form's message, with what was typed in
 * the identifier (never the password) kept for the page to show again.
 */
export async function loginAction({ request }: Pick<ActionFunctionArgs, 'request'>, next: string): Promise<LoginActionData | Response> {
  const form = await request.formData();
  const typed = { email: text(form.get('email')), password: text(form.get('password')) };
  const checked = checkLoginForm(typed);
  if (!checked.ok) return { message: checked.message, fields: checked.fields, email: typed.email };
  const outcome = await submitLogin(checked.values);
  if (!outcome.ok) return { message: outcome.message, fields: [], email: typed.email };
  startCustomerSession(outcome.token, outcome.user);
  // Shown once the app is in; a page the server sends after a form without scripts is signed in already.
  pageStore().set(showToastAtom, outcome.message, 'success');
  if (form.get(STAY_FIELD) === STAY) return { signedIn: true };
  return redirect(next);
}
