import type { Session } from '@storefront/contract';
import type { UpdateProfilePayload, UserProfile } from '@storefront/api-client';
import { phoneForSending } from '@storefront/api-client/phones';
import { profileCountry, profileDialCode, profilePhoneForField } from './profile-phone';

/** What the profile form holds; the e-mail is shown read-only and sent back as loaded. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  /** The number without its dial code. */
  phone: string;
  /** The dial code the picker chose (+260). */
  code: string;
  /** The picker's country (ZM): several share a dial code, and a number is read by its country. */
  country: string;
}

/** The form filled from the loaded profile, with the picker's country. */
export function profileFormStart(profile: UserProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profilePhoneForField(profile.code, profile.phone),
    code: profileDialCode(profile.code),
    country: profileCountry(profile.code, profile.phone),
  };
}

/** The update as sent: trimmed values, and the e-mail unchanged (it cannot be edited). */
export function profileUpdatePayload(values: ProfileFormValues, email: string): UpdateProfilePayload {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email,
    ...phoneForSending(values.phone, values.country, values.code),
  };
}

/** The session after a saved update: the header greets the customer by the new name. */
export function sessionWithName(session: Session | null, payload: UpdateProfilePayload): Session | null {
  if (!session) return session;
  return { ...session, user: { ...session.user, first_name: payload.first_name, last_name: payload.last_name } };
}
