import { zodResolver } from '@hookform/resolvers/zod';
import {
  Field,
  FormAlert,
  FormFooter,
  FormSection,
  FormSubtitle,
  PrimaryButton,
  StackedForm,
  TextInput,
} from '@storefront/ui';
import { passwordResetRequestSchema } from '@storefront/api-client';
import { accountIdentifier } from '@storefront/api-client/phones';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { sendResetCode } from '../api/reset-calls';
import type { OtpPageState } from '../state/otp-page-state';

const checkIdentifier = zodResolver(passwordResetRequestSchema, undefined, { raw: true });

/** The contract's rule for the identifier as it is sent: a phone in any spelling reads as one number. */
const resolver: Resolver<{ email: string }> = (values, context, options) =>
  checkIdentifier({ email: accountIdentifier(values.email) }, context, options);

export interface ForgotPasswordFormProps {
  /** Called once the code was sent, with what the OTP screen needs. */
  onSent: (sent: Required<Pick<OtpPageState, 'email' | 'message'>> & Pick<OtpPageState, 'mailboxUrl'>) => void;
  headingLevel?: 1 | 2;
}

/** 'Forgot password?': one identifier field; a 6-digit code goes to the account's mailbox. */
export function ForgotPasswordForm({ onSent, headingLevel = 1 }: ForgotPasswordFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const message = errors.email?.message ?? failure;
  const messageId = `${id}-message`;

  const onValid = async ({ email }: { email: string }) => {
    setFailure(undefined);
    const outcome = await sendResetCode(email);
    if (outcome.ok) {
      onSent({ email: email.trim(), message: outcome.message, mailboxUrl: outcome.mailboxUrl });
      return;
    }
    // Said once, in the form's message under the field.
    setFailure(outcome.message);
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Forgot password?</Heading>
      <FormSubtitle>Enter your phone number or e-mail and we will send you a 6-digit code.</FormSubtitle>
      <StackedForm method="post" noValidate onSubmit={handleSubmit(onValid)}>
        <Field label="Phone number or Email" invalid={Boolean(errors.email)} describedBy={message ? messageId : undefined}>
          {(control) => <TextInput {...control} type="text" autoComplete="username" {...register('email')} />}
        </Field>
        <FormAlert id={messageId} message={message} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Reset Password
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <span>
          Remembered it? <Link to="/auth/login">Back to login</Link>
        </span>
      </FormFooter>
    </FormSection>
  );
}
