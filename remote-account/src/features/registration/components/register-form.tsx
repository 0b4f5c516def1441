import { DEFAULT_DIAL_CODE, type CountryDialCode } from '@storefront/api-client';
import {
  Field,
  FieldRow,
  FormAlert,
  FormFooter,
  FormSection,
  PhoneRow,
  PrimaryButton,
  StackedForm,
  TextButton,
  TextInput,
} from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { phoneNumberHint } from '@storefront/api-client/phones';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { submitRegistration } from '../api/submit-registration';
import { DEFAULT_COUNTRY_CODE } from '../state/country-dial-codes';
import {
  registrationFormMessage,
  registrationResolver,
  type RegistrationFormValues,
} from '../state/registration-validation';
import { DialCodePicker } from './dial-code-picker';

export interface RegisterFormProps {
  /** Called after the account is created (the page then goes to /auth/login, the overlay opens login). */
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

const emptyForm: RegistrationFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  country: DEFAULT_COUNTRY_CODE,
  code: DEFAULT_DIAL_CODE,
  phone: '',
  password: '',
};

/** 'Create an account': a customer's name, e-mail, phone number with its dial code, and password. */
export function RegisterForm({ onSuccess, onSwitchToLogin, headingLevel = 2, checkFormats = true }: RegisterFormProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const resolver = useMemo(() => registrationResolver(checkFormats), [checkFormats]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({ resolver, defaultValues: emptyForm });
  const country = useWatch({ control, name: 'country' });

  const exampleNumber = phoneNumberHint(country);
  const message = registrationFormMessage(errors);
  const messageId = `${id}-message`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const invalid = (field: keyof RegistrationFormValues) => (errors[field] ? { invalid: true, describedBy: messageId } : {});

  const chooseCountry = (chosen: CountryDialCode) => {
    setValue('country', chosen.code);
    setValue('code', chosen.dial_code);
  };

  const onValid = async (values: RegistrationFormValues) => {
    const outcome = await submitRegistration(values);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) onSuccess?.();
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Create an account</Heading>
      {/* A mistake in the fields is said once, in the form's message below them (no toast). */}
      <StackedForm noValidate onSubmit={handleSubmit(onValid)}>
        <FieldRow>
          <Field label="First Name" {...invalid('first_name')}>
            {(field) => <TextInput {...field} autoComplete="given-name" {...register('first_name')} />}
          </Field>
          <Field label="Last Name" {...invalid('last_name')}>
            {(field) => <TextInput {...field} autoComplete="family-name" {...register('last_name')} />}
          </Field>
        </FieldRow>
        <Field label="Email" {...invalid('email')}>
          {(field) => <TextInput {...field} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Phone number" hint={exampleNumber ? `e.g. ${exampleNumber}` : undefined} {...invalid('phone')}>
          {(field) => (
            <PhoneRow>
              <DialCodePicker value={country} onChange={chooseCountry} />
              {/* A phone keypad with '+': the number may be typed with its dial code. */}
              <TextInput {...field} type="tel" autoComplete="tel" {...register('phone')} />
            </PhoneRow>
          )}
        </Field>
        <Field label="Desired Password" hint={PASSWORD_RULE_HINT} {...invalid('password')}>
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('password')} />}
        </Field>
        <FormAlert id={messageId} message={message} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
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
