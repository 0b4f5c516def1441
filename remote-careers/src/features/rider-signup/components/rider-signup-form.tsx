import {
  Field,
  FieldRow,
  FormAlert,
  FormSection,
  FormSubtitle,
  PrimaryButton,
  StackedForm,
  TextInput,
} from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { type RiderSignUpPayload } from '@storefront/api-client';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitRiderSignUp } from '../api/submit-rider-signup';
import { emptyRiderSignUp, riderSignUpResolver as resolver } from '../logic/rider-signup';

/**
 * 'Become a Rider': first name, last name, e-mail and password, nothing more (no role, no phone).
 * Called back once the server registered the rider; a refusal shows the server's message.
 */
export function RiderSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RiderSignUpPayload>({ resolver, defaultValues: emptyRiderSignUp });

  const onValid = async (payload: RiderSignUpPayload) => {
    setFailure(undefined);
    const outcome = await submitRiderSignUp(payload);
    // A refusal is said once, above the button; the toast only confirms a registration.
    if (outcome.ok) {
      toast(outcome.message, 'success');
      onRegistered();
    } else setFailure(outcome.message);
  };

  const errorOf = (field: keyof RiderSignUpPayload) => errors[field]?.message;

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Become a Rider</h1>
      <FormSubtitle>Deliver with ZamEats: sign up, then get the rider app.</FormSubtitle>
      <StackedForm method="post" noValidate aria-label="Rider sign-up" onSubmit={handleSubmit(onValid)}>
        <FieldRow>
          <Field label="First Name" error={errorOf('first_name')}>
            {(control) => <TextInput {...control} autoComplete="given-name" {...register('first_name')} />}
          </Field>
          <Field label="Last Name" error={errorOf('last_name')}>
            {(control) => <TextInput {...control} autoComplete="family-name" {...register('last_name')} />}
          </Field>
        </FieldRow>
        <Field label="Email" error={errorOf('email')}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Password" hint={PASSWORD_RULE_HINT} error={errorOf('password')}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </Field>
        <FormAlert message={failure} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Registering...' : 'Register as a Rider'}
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
