import { Field, FormAlert, FormFooter, FormSection, FormSubtitle, PrimaryButton, StackedForm, TextButton, TextInput } from '@storefront/ui';
import { PasswordInput } from '@storefront/ui/password-input';
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router-dom';
import { isSignedIn, STAY, STAY_FIELD, type LoginActionData } from '../api/login-action';

/** The sign-in page, whose route's action answers the form wherever it is shown. */
export const LOGIN_PATH = '/auth/login';

export interface LoginFormProps {
  /**
   * In the cart overlay: the form stays where it is and this is called once signed in. Without it
   * the page goes on as the route's action says (home, or the page that asked for a session).
   */
  onSuccess?: () => void;
  /** In the cart overlay: switch to the registration form; without it 'Register' links to /auth/register. */
  onSwitchToRegister?: () => void;
  /** 1 on the /auth/login page, 2 inside an overlay. */
  headingLevel?: 1 | 2;
}

/**
 * How the form is sent: on the page, as the page's own form (a navigation: the server answers it
 * before the app is in and with scripts off, and its answer is the page's action data); in an
 * overlay, beside the page it is on (a fetcher), so the page stays.
 */
function useLoginSubmission(staysOnPage: boolean) {
  const fetcher = useFetcher<LoginActionData>();
  const navigation = useNavigation();
  const pageAnswer = useActionData<LoginActionData>();
  if (staysOnPage) return { SendingForm: fetcher.Form, answer: fetcher.data, busy: fetcher.state !== 'idle' };
  // Busy from the press until the next page is in: the api's answer, then the redirect's reads.
  const busy = navigation.state !== 'idle' && navigation.formAction?.split('?')[0] === LOGIN_PATH;
  return { SendingForm: Form, answer: pageAnswer, busy };
}

/** 'Welcome back': signs a customer in with an e-mail address or phone number and a password. */
export function LoginForm({ onSuccess, onSwitchToRegister, headingLevel = 2 }: LoginFormProps) {
  const id = useId();
  const staysOnPage = onSuccess !== undefined;
  const { SendingForm, answer, busy } = useLoginSubmission(staysOnPage);
  const refused = answer && !isSignedIn(answer) ? answer : undefined;

  // Once per answer, whatever the overlay renders meanwhile.
  const latestOnSuccess = useRef(onSuccess);
  useEffect(() => {
    latestOnSuccess.current = onSuccess;
  });
  useEffect(() => {
    if (isSignedIn(answer)) latestOnSuccess.current?.();
  }, [answer]);

  const messageId = `${id}-message`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const invalid = (field: 'email' | 'password') => (refused?.fields.includes(field) ? { invalid: true, describedBy: messageId } : {});

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Welcome back</Heading>
      <FormSubtitle>Sign in to your account</FormSubtitle>
      {/* Posted, never in the address: it carries a password. The action checks the fields, on the server too. */}
      <StackedForm as={SendingForm} method="post" action={staysOnPage ? LOGIN_PATH : undefined} noValidate>
        {staysOnPage ? <input type="hidden" name={STAY_FIELD} value={STAY} /> : null}
        <Field label="Phone number or Email" {...invalid('email')}>
          {(control) => <TextInput {...control} name="email" type="text" autoComplete="username" defaultValue={refused?.email} />}
        </Field>
        <Field label="Password" {...invalid('password')}>
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
        </Field>
        {/* Said once, under the fields: a mistake in them, or the server's refusal. */}
        <FormAlert id={messageId} message={refused?.message} />
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
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
