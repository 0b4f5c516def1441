import {
  FieldError,
  FieldRow,
  FormAlert,
  FormField,
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

type Field = keyof RiderSignUpPayload;

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
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) onRegistered();
    else setFailure(outcome.message);
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const errorOf = (field: Field) =>
    errors[field]?.message ? <FieldError id={errorId(field)}>{errors[field]?.message}</FieldError> : null;

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Become a Rider</h1>
      <FormSubtitle>Deliver with ZamEats: sign up, then get the rider app.</FormSubtitle>
      <StackedForm noValidate aria-label="Rider sign-up" onSubmit={handleSubmit(onValid)}>
        <FieldRow>
          <FormField>
            <label htmlFor={fieldId('first_name')}>First Name</label>
            <TextInput id={fieldId('first_name')} autoComplete="given-name" {...described('first_name')} {...register('first_name')} />
            {errorOf('first_name')}
          </FormField>
          <FormField>
            <label htmlFor={fieldId('last_name')}>Last Name</label>
            <TextInput id={fieldId('last_name')} autoComplete="family-name" {...described('last_name')} {...register('last_name')} />
            {errorOf('last_name')}
          </FormField>
        </FieldRow>
        <FormField>
          <label htmlFor={fieldId('email')}>Email</label>
          <TextInput id={fieldId('email')} type="email" autoComplete="email" {...described('email')} {...register('email')} />
          {errorOf('email')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('password')}>Password</label>
          <PasswordInput
            id={fieldId('password')}
            autoComplete="new-password"
            hint={PASSWORD_RULE_HINT}
            {...described('password')}
            {...register('password')}
          />
          {errorOf('password')}
        </FormField>
        <FormAlert message={failure} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Registering...' : 'Register as a Rider'}
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
