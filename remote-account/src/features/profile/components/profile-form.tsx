import styled from '@emotion/styled';
import {
  Field,
  FieldRow,
  FormAlert,
  FormSection,
  LoadFailure,
  PhoneRow,
  PrimaryButton,
  StackedForm,
  TextInput,
  theme,
  type DialCodePickerProps,
  type Settled,
} from '@storefront/ui';
import { type CountryDialCode, type UserProfile } from '@storefront/api-client';
import { phoneNumberHint } from '@storefront/api-client/phones';
import { useState, type ComponentType } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { INTENT_FIELD, SAVE_PROFILE, type ProfileActionData, type ProfileSaveAnswer } from '../api/profile-action';
import { PROFILE_NOT_LOADED_MESSAGE } from '../api/profile-commands';
import { profileFormStart } from '../state/profile-form';

const ReadOnlyInput = styled(TextInput)`
  background: ${theme.color.page};
  color: ${theme.color.muted};
`;

export interface ProfileFormProps {
  /**
   * The searchable dial-code picker, which also holds the form's `country` and `code` fields. The
   * page passes the one the registration form uses: a feature never imports another, so the page
   * composes them (see pages/profile-page.tsx).
   */
  dialCodePicker: ComponentType<DialCodePickerProps>;
  /** The profile as the page's loader read it (readProfile). */
  profile: Settled<UserProfile>;
  /** Try again after the profile could not be read: the page reads it again (a saved profile is read again by the router). */
  onChanged: () => void;
}

/** The profile form, filled from GET /profile. */
export function ProfileForm({ dialCodePicker, profile, onChanged }: ProfileFormProps) {
  if (profile.status === 'error') {
    return (
      <FormSection>
        <LoadFailure message={PROFILE_NOT_LOADED_MESSAGE} onRetry={onChanged} />
      </FormSection>
    );
  }
  return <ProfileFields profile={profile.data} dialCodePicker={dialCodePicker} />;
}

interface ProfileFieldsProps {
  profile: UserProfile;
  dialCodePicker: ComponentType<DialCodePickerProps>;
}

const Saved = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
`;

/** What the page's action answered to this form, if it was this form that was sent. */
function useProfileAnswer(): ProfileSaveAnswer | undefined {
  const answer = useActionData<ProfileActionData>();
  return answer?.intent === SAVE_PROFILE ? answer : undefined;
}

/**
 * The form keeps what was typed when the page reads the profile again: it starts from the first
 * profile only. Sent as the page's form, the page's action saves it, before the app is in and
 * with scripts off too, and says how it went under the fields.
 */
function ProfileFields({ profile, dialCodePicker: DialCodePicker }: ProfileFieldsProps) {
  const [start] = useState(() => profileFormStart(profile));
  const [country, setCountry] = useState(start.country);
  const answer = useProfileAnswer();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === SAVE_PROFILE;
  const exampleNumber = phoneNumberHint(country);
  const chooseCountry = (chosen: CountryDialCode) => setCountry(chosen.code);

  // The fields carry their starting values in the HTML (defaultValue), so the server's page shows
  // the profile before the form's script runs. Only the phone is checked by the action, as
  // registration checks it; for the rest the server's refusal is shown.
  return (
    <FormSection aria-label="Profile details" css={{ margin: 0 }}>
      <StackedForm as={Form} method="post" noValidate>
        <input type="hidden" name={INTENT_FIELD} value={SAVE_PROFILE} />
        {/* Sent back as loaded: it cannot be edited, and the disabled field below is not sent. */}
        <input type="hidden" name="email" value={profile.email} />
        <FieldRow>
          <Field label="First Name">{(field) => <TextInput {...field} name="first_name" autoComplete="given-name" defaultValue={start.first_name} />}</Field>
          <Field label="Last Name">{(field) => <TextInput {...field} name="last_name" autoComplete="family-name" defaultValue={start.last_name} />}</Field>
        </FieldRow>
        <Field label="Email">{(field) => <ReadOnlyInput {...field} type="email" value={profile.email} readOnly disabled />}</Field>
        <Field
          label="Phone Number"
          hint={exampleNumber ? `e.g. ${exampleNumber}` : undefined}
          error={answer?.phoneInvalid ? answer.message : undefined}
          announceError
        >
          {(field) => (
            <PhoneRow>
              {/* The picker's choice goes with the form (its country and dial code fields). */}
              <DialCodePicker value={country} onChange={chooseCountry} />
              {/* A phone keypad with '+': the number may be typed with its dial code. */}
              <TextInput {...field} name="phone" type="tel" autoComplete="tel" defaultValue={start.phone} />
            </PhoneRow>
          )}
        </Field>
        {answer?.ok ? <Saved role="status">{answer.message}</Saved> : null}
        {answer && !answer.ok && !answer.phoneInvalid ? <FormAlert message={answer.message} /> : null}
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          Update Profile
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
