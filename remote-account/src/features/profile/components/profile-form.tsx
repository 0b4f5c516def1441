import styled from '@emotion/styled';
import {
  Field,
  FieldRow,
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
import { INVALID_PHONE_MESSAGE, type CountryDialCode, type UserProfile } from '@storefront/api-client';
import { phoneNumberHint } from '@storefront/api-client/phones';
import { sessionAtom, showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useState, type ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_NOT_LOADED_MESSAGE, saveProfile } from '../api/profile-commands';
import { profileFormStart, profileUpdatePayload, sessionWithName, type ProfileFormValues } from '../state/profile-form';
import { isProfilePhoneValid } from '../state/profile-phone';

const ReadOnlyInput = styled(TextInput)`
  background: ${theme.color.page};
  color: ${theme.color.muted};
`;

export interface ProfileFormProps {
  /**
   * The searchable dial-code picker. The page passes the one the registration form uses: a feature
   * never imports another, so the page composes them (see pages/profile-page.tsx).
   */
  dialCodePicker: ComponentType<DialCodePickerProps>;
  /** The profile as the page's loader read it (readProfile). */
  profile: Settled<UserProfile>;
  /** The profile was saved, or Try again: the page reads it again. */
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
  return <ProfileFields profile={profile.data} dialCodePicker={dialCodePicker} onSaved={onChanged} />;
}

interface ProfileFieldsProps {
  profile: UserProfile;
  dialCodePicker: ComponentType<DialCodePickerProps>;
  onSaved: () => void;
}

/** The form keeps what was typed when the page reads the profile again: it starts from the first profile only. */
function ProfileFields({ profile, dialCodePicker: DialCodePicker, onSaved }: ProfileFieldsProps) {
  const toast = useSetAtom(showToastAtom);
  const setSession = useSetAtom(sessionAtom);
  const [start] = useState(() => profileFormStart(profile));
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { isSubmitting, errors },
  } = useForm<ProfileFormValues>({ defaultValues: start });
  const country = useWatch({ control, name: 'country' });
  const exampleNumber = phoneNumberHint(country);

  const chooseCountry = (chosen: CountryDialCode) => {
    setValue('country', chosen.code);
    setValue('code', chosen.dial_code);
  };

  // The fields carry their starting values in the HTML too (defaultValue), so the server's page shows
  // the profile before the form's script runs. Only the phone is checked here, as registration checks it; for the rest the server's refusal
  // message is shown.
  const onSubmit = async (values: ProfileFormValues) => {
    const payload = profileUpdatePayload(values, profile.email);
    const outcome = await saveProfile(payload);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (!outcome.ok) return;
    setSession((session) => sessionWithName(session, payload));
    onSaved();
  };

  return (
    <FormSection aria-label="Profile details" css={{ margin: 0 }}>
      <StackedForm noValidate onSubmit={handleSubmit(onSubmit)}>
        <FieldRow>
          <Field label="First Name">{(field) => <TextInput {...field} autoComplete="given-name" defaultValue={start.first_name} {...register('first_name')} />}</Field>
          <Field label="Last Name">{(field) => <TextInput {...field} autoComplete="family-name" defaultValue={start.last_name} {...register('last_name')} />}</Field>
        </FieldRow>
        <Field label="Email">{(field) => <ReadOnlyInput {...field} type="email" value={profile.email} readOnly disabled />}</Field>
        <Field label="Phone Number" hint={exampleNumber ? `e.g. ${exampleNumber}` : undefined} error={errors.phone?.message} announceError>
          {(field) => (
            <PhoneRow>
              <DialCodePicker value={country} onChange={chooseCountry} />
              {/* A phone keypad with '+': the number may be typed with its dial code. */}
              <TextInput
                {...field}
                type="tel"
                autoComplete="tel"
                defaultValue={start.phone}
                {...register('phone', {
                  validate: (phone, values) => isProfilePhoneValid(phone, values.country) || INVALID_PHONE_MESSAGE,
                })}
              />
            </PhoneRow>
          )}
        </Field>
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Update Profile
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
