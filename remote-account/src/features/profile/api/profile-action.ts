import { INVALID_PHONE_MESSAGE } from '@storefront/api-client';
import { pageStore, sessionAtom } from '@storefront/contract';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { profileUpdatePayload, sessionWithName, type ProfileFormValues } from '../state/profile-form';
import { isProfilePhoneValid, sentDialCode } from '../state/profile-phone';
import { passwordChangeFrom, passwordChangeProblem, refusalProblem, type PasswordChangeField, type PasswordChangeProblem } from '../state/new-password';
import { saveNewPassword, saveProfile } from './profile-commands';

/** The field that says which of the profile page's forms was sent. */
export const INTENT_FIELD = 'intent';
export const SAVE_PROFILE = 'save-profile';
export const CHANGE_PASSWORD = 'change-password';

/** What the profile form shows after it was sent: whether it was saved, and what to say; a phone at fault is said at the phone. */
export interface ProfileSaveAnswer {
  intent: typeof SAVE_PROFILE;
  ok: boolean;
  message: string;
  phoneInvalid?: boolean;
}

/**
 * What the change-password form shows after it was sent: whether the password changed, and what to
 * say. Never the passwords: the answer is written into the page's HTML.
 */
export interface PasswordChangeAnswer {
  intent: typeof CHANGE_PASSWORD;
  ok: boolean;
  message: string;
  /** The field a refusal is about, marked and described by the message; none for a failed call. */
  field?: PasswordChangeField;
}

export type ProfileActionData = ProfileSaveAnswer | PasswordChangeAnswer;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/**
 * Saves the profile: the phone must be a number of the chosen country (or none); the e-mail goes
 * back as loaded (it cannot be edited). Once saved, the session greets the customer by the new name.
 */
async function saveProfileForm(form: FormData): Promise<ProfileSaveAnswer> {
  const country = text(form.get('country'));
  const values: ProfileFormValues = {
    first_name: text(form.get('first_name')),
    last_name: text(form.get('last_name')),
    phone: text(form.get('phone')),
    code: sentDialCode(country, text(form.get('code'))),
    country,
  };
  if (!isProfilePhoneValid(values.phone, values.country)) return { intent: SAVE_PROFILE, ok: false, message: INVALID_PHONE_MESSAGE, phoneInvalid: true };
  const payload = profileUpdatePayload(values, text(form.get('email')));
  const outcome = await saveProfile(payload);
  if (outcome.ok) pageStore().set(sessionAtom, (session) => sessionWithName(session, payload));
  return { intent: SAVE_PROFILE, ...outcome };
}

/**
 * Changes the password: the current one, and a new one that follows the password rule, typed twice;
 * the first thing wrong is said on its field without asking the api. The api's refusal is said on
 * the field it is about.
 */
async function changePasswordForm(form: FormData): Promise<PasswordChangeAnswer> {
  const change = passwordChangeFrom(form);
  const problem = passwordChangeProblem(change);
  if (problem) return passwordRefused(problem);
  const outcome = await saveNewPassword(change);
  return outcome.ok ? { intent: CHANGE_PASSWORD, ok: true, message: outcome.message } : passwordRefused(refusalProblem(outcome.message));
}

function passwordRefused({ field, message }: PasswordChangeProblem): PasswordChangeAnswer {
  return field ? { intent: CHANGE_PASSWORD, ok: false, message, field } : { intent: CHANGE_PASSWORD, ok: false, message };
}

/**
 * The profile page's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page answers with what the action says and reads the profile again.
 */
export async function profileAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<ProfileActionData> {
  const form = await request.formData();
  if (form.get(INTENT_FIELD) === SAVE_PROFILE) return saveProfileForm(form);
  if (form.get(INTENT_FIELD) === CHANGE_PASSWORD) return changePasswordForm(form);
  throw data('This page takes no such form', { status: 400 });
}
