import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FieldError,
  FieldRow,
  FormAlert,
  FormField,
  FormSection,
  FormSubtitle,
  PrimaryButton,
  riderSignUpPayloadSchema,
  showToastAtom,
  StackedForm,
  TextInput,
  theme,
  type RiderSignUpPayload,
} from '@storefront/shared';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitRiderSignUp } from '../api/submit-rider-signup';
import { emptyRiderSignUp } from '../logic/rider-signup';

const resolver = zodResolver(riderSignUpPayloadSchema);

const PasswordBox = styled.div`
  position: relative;
  input { padding-right: 72px; }
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: 8px;
  transform: translateY(-50%);
  padding: 4px 8px;
  border: 0;
  border-radius: 6px;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
`;

type Field = keyof RiderSignUpPayload;

/**
 * 'Become a Rider': first name, last name, e-mail and password, nothing more (no role, no phone).
 * Called back once the server registered the rider; a refusal shows the server's message.
 */
export function RiderSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [passwordShown, setPasswordShown] = useState(false);
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
          <PasswordBox>
            <TextInput
              id={fieldId('password')}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="new-password"
              {...described('password')}
              {...register('password')}
            />
            <ToggleButton
              type="button"
              aria-label={passwordShown ? 'Hide password' : 'Show password'}
              aria-controls={fieldId('password')}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {passwordShown ? 'Hide' : 'Show'}
            </ToggleButton>
          </PasswordBox>
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
