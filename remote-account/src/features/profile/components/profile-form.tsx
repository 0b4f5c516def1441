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
  useLoad,
  type DialCodePickerProps,
} from '@storefront/ui';
import { getProfile, type CountryDialCode, type UserProfile } from '@storefront/api-client';
import { sessionAtom, showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { PROFILE_NOT_LOADED_MESSAGE, saveProfile } from '../api/profile-commands';
import { profileFormStart, profileUpdatePayload, sessionWithName, type ProfileFormValues } from '../state/profile-form';

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
}

/** The profile form, filled from GET /profile once it has loaded. */
export function ProfileForm({ dialCodePicker }: ProfileFormProps) {
  const profile = useLoad(getProfile);
  if (profile.status === 'loading') return <p role="status">Loading profile...</p>;
  if (profile.status === 'error') {
    return (
      <FormSection>
        <LoadFailure message={PROFILE_NOT_LOADED_MESSAGE} onRetry={profile.reload} />
      </FormSection>
    );
  }
  return <ProfileFields profile={profile.data} dialCodePicker={dialCodePicker} />;
}

function ProfileFields({ profile, dialCodePicker: DialCodePicker }: { profile: UserProfile } & ProfileFormProps) {
  const toast = useSetAtom(showToastAtom);
  const setSession = useSetAtom(sessionAtom);
  const [start] = useState(() => profileFormStart(profile));
  const [country, setCountry] = useState(start.country);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: start.values });

  const chooseCountry = (chosen: CountryDialCode) => {
    setCountry(chosen.code);
    setValue('code', chosen.dial_code);
  };

  // The product asks for no validation of the profile beyond the e-mail not being editable; the
  // server's refusal message is shown instead.
  const onSubmit = async (values: ProfileFormValues) => {
    const payload = profileUpdatePayload(values, profile.email);
    const outcome = await saveProfile(payload);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) setSession((session) => sessionWithName(session, payload));
  };

  return (
    <FormSection aria-label="Profile details" css={{ margin: 0 }}>
      <StackedForm noValidate onSubmit={handleSubmit(onSubmit)}>
        <FieldRow>
          <Field label="First Name">{(control) => <TextInput {...control} autoComplete="given-name" {...register('first_name')} />}</Field>
          <Field label="Last Name">{(control) => <TextInput {...control} autoComplete="family-name" {...register('last_name')} />}</Field>
        </FieldRow>
        <Field label="Email">{(control) => <ReadOnlyInput {...control} type="email" value={profile.email} readOnly disabled />}</Field>
        <Field label="Phone Number">
          {(control) => (
            <PhoneRow>
              <DialCodePicker value={country} onChange={chooseCountry} />
              <TextInput {...control} type="tel" inputMode="numeric" autoComplete="tel-national" {...register('phone')} />
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
