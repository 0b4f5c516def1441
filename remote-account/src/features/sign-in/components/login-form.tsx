import {
  Field,
  FormAlert,
  FormFooter,
  FormSection,
  FormSubtitle,
  PrimaryButton,
  StackedForm,
  TextButton,
  TextInput,
} from '@storefront/ui';
import { sessionAtom, showToastAtom } from '@storefront/contract';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { submitLogin } from '../api/submit-login';
import { loginFormMessage, loginResolver, type LoginFormValues } from '../state/login-validation';

export interface LoginFormProps {
  /** Called after the session is stored. */
  onSuccess?: () => void;
  /** In the cart overlay: switch to the registration form; without it 'Register' links to /auth/register. */
  onSwitchToRegister?: () => void;
  /** 1 on the /auth/login page, 2 inside an overlay. */
  headingLevel?: 1 | 2;
}

/** 'Welcome back': signs a customer in with an e-mail address or phone number and a password. */
export function LoginForm({ onSuccess, onSwitchToRegister, headingLevel = 2 }: LoginFormProps) {
  const id = useId();
  const setSession = useSetAtom(sessionAtom);
  const toast = useSetAtom(showToastAtom);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const message = loginFormMessage(errors);
  const messageId = `${id}-message`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onValid = async (values: LoginFormValues) => {
    const outcome = await submitLogin(values);
    if (!outcome.ok) {
      toast(outcome.message, 'error');
      return;
    }
    setSession(outcome.session);
    toast(outcome.message, 'success');
    onSuccess?.();
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Welcome back</Heading>
      <FormSubtitle>Sign in to your account</FormSubtitle>
      {/* A mistake in the fields is said once, in the form's message below them (no toast). */}
      <StackedForm noValidate onSubmit={handleSubmit(onValid)}>
        <Field label="Phone number or Email" invalid={Boolean(errors.email)} describedBy={errors.email ? messageId : undefined}>
          {(control) => <TextInput {...control} type="text" autoComplete="username" {...register('email')} />}
        </Field>
        <Field label="Password" invalid={Boolean(errors.password)} describedBy={errors.password ? messageId : undefined}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
        </Field>
        <FormAlert id={messageId} message={message} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Continue
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <span>
          Don&apos;t have an account?{' '}
          {onSwitchToRegister ? (
            <TextButton type="button" onClick={onSwitchToRegister}>
              Register
            </TextButton>
          ) : (
            <Link to="/auth/register">Register</Link>
          )}
        </span>
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </FormFooter>
    </FormSection>
  );
}
