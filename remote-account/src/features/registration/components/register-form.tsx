import { type CountryDialCode } from '@storefront/api-client';
import { Field, FieldRow, FormAlert, FormFooter, FormSection, PhoneRow, PrimaryButton, StackedForm, TextButton, TextInput } from '@storefront/ui';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { phoneNumberHint } from '@storefront/api-client/phones';
import { PasswordInput } from '@storefront/ui/password-input';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router-dom';
import {
  FORMATS_FIELD,
  FORMATS_LEFT_TO_SERVER,
  isRegistered,
  STAY,
  STAY_FIELD,
  type RegisterActionData,
} from '../api/register-action';
import { DEFAULT_COUNTRY_CODE } from '../state/country-dial-codes';
import type { RegistrationField } from '../state/registration-validation';
import { DialCodePicker } from './dial-code-picker';

/** The registration page, whose route's action answers the form wherever it is shown. */
export const REGISTER_PATH = '/auth/register';

export interface RegisterFormProps {
  /**
   * In the cart overlay: the form stays where it is and this is called once the account is created
   * (the overlay opens login). Without it the page goes on to /auth/login, as the route's action says.
   */
  onSuccess?: () => void;
  /** In the cart overlay: switch to the login form; without it 'Login' links to /auth/login. */
  onSwitchToLogin?: () => void;
  /** 1 on the /auth/register page, 2 inside an overlay. */
  headingLevel?: 1 | 2;
  /**
   * Whether the e-mail and phone formats are checked on submit. The cart overlay passes false: the
   * product's in-cart registration checks only the required fields and leaves the rest to the server.
   */
  checkFormats?: boolean;
}

/** As the sign-in form is sent: the page's own form on the page, a fetcher beside the page in an overlay. */
function useRegistrationSubmission(staysOnPage: boolean) {
  const fetcher = useFetcher<RegisterActionData>();
  const navigation = useNavigation();
  const pageAnswer = useActionData<RegisterActionData>();
  if (staysOnPage) return { SendingForm: fetcher.Form, answer: fetcher.data, busy: fetcher.state !== 'idle' };
  const busy = navigation.state !== 'idle' && navigation.formAction?.split('?')[0] === REGISTER_PATH;
  return { SendingForm: Form, answer: pageAnswer, busy };
}

/** 'Create an account': a customer's name, e-mail, phone number with its dial code, and password. */
export function RegisterForm({ onSuccess, onSwitchToLogin, headingLevel = 2, checkFormats = true }: RegisterFormProps) {
  const id = useId();
  const staysOnPage = onSuccess !== undefined;
  const { SendingForm, answer, busy } = useRegistrationSubmission(staysOnPage);
  const refused = answer && !isRegistered(answer) ? answer : undefined;
  const [country, setCountry] = useState(refused?.typed.country ?? DEFAULT_COUNTRY_CODE);

  // Once per answer, whatever the overlay renders meanwhile.
  const latestOnSuccess = useRef(onSuccess);
  useEffect(() => {
    latestOnSuccess.current = onSuccess;
  });
  useEffect(() => {
    if (isRegistered(answer)) latestOnSuccess.current?.();
  }, [answer]);

  const exampleNumber = phoneNumberHint(country);
  const messageId = `${id}-message`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const invalid = (field: RegistrationField) => (refused?.fields.includes(field) ? { invalid: true, describedBy: messageId } : {});
  const typed = refused?.typed;

  const chooseCountry = (chosen: CountryDialCode) => setCountry(chosen.code);

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Create an account</Heading>
      {/* Posted, never in the address: it carries a password. The action checks the fields, on the server too. */}
      <StackedForm as={SendingForm} method="post" action={staysOnPage ? REGISTER_PATH : undefined} noValidate>
        {staysOnPage ? <input type="hidden" name={STAY_FIELD} value={STAY} /> : null}
        {checkFormats ? null : <input type="hidden" name={FORMATS_FIELD} value={FORMATS_LEFT_TO_SERVER} />}
        <FieldRow>
          <Field label="First Name" {...invalid('first_name')}>
            {(field) => <TextInput {...field} name="first_name" autoComplete="given-name" defaultValue={typed?.first_name} />}
          </Field>
          <Field label="Last Name" {...invalid('last_name')}>
            {(field) => <TextInput {...field} name="last_name" autoComplete="family-name" defaultValue={typed?.last_name} />}
          </Field>
        </FieldRow>
        <Field label="Email" {...invalid('email')}>
          {(field) => <TextInput {...field} name="email" type="email" autoComplete="email" defaultValue={typed?.email} />}
        </Field>
        <Field label="Phone number" hint={exampleNumber ? `e.g. ${exampleNumber}` : undefined} {...invalid('phone')}>
          {(field) => (
            <PhoneRow>
              {/* The picker's choice goes with the form (its country and dial code fields); a number typed with its '+' says its own. */}
              <DialCodePicker value={country} onChange={chooseCountry} />
              {/* A phone keypad with '+': the number may be typed with its dial code. */}
              <TextInput {...field} name="phone" type="tel" autoComplete="tel" defaultValue={typed?.phone} />
            </PhoneRow>
          )}
        </Field>
        <Field label="Desired Password" hint={PASSWORD_RULE_HINT} {...invalid('password')}>
          {(field) => <PasswordInput {...field} name="password" autoComplete="new-password" />}
        </Field>
        {/* Said once, under the fields: a mistake in them, or the server's refusal. */}
        <FormAlert id={messageId} message={refused?.message} />
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          Register
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <span>
          Already have an account?{' '}
          {onSwitchToLogin ? (
            <TextButton type="button" onClick={onSwitchToLogin}>
              Login
            </TextButton>
          ) : (
            <Link to="/auth/login">Login</Link>
          )}
        </span>
      </FormFooter>
    </FormSection>
  );
}
