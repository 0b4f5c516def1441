import styled from '@emotion/styled';
import {
  FormAlert,
  FormField,
  FormFooter,
  FormSection,
  FormSubtitle,
  PrimaryButton,
  StackedForm,
  TextButton,
  TextInput,
  theme,
} from '@storefront/ui';
import {
  INVALID_IDENTIFIER_MESSAGE,
  INVALID_OTP_MESSAGE,
  otpSchema,
  passwordResetPayloadSchema,
  passwordResetRequestSchema,
} from '@storefront/api-client';
import { showToastAtom } from '@storefront/contract';
import { PASSWORD_RULE_HINT, passwordProblem } from '@storefront/api-client/passwords';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkCode, sendNewCode, setNewPassword } from '../api/reset-calls';
import { emptyOtp, firstEmptyBox, otpCode } from '../state/otp-digits';
import { MailboxLink } from './mailbox-link';
import { OtpBoxes, type OtpBoxesHandle } from './otp-boxes';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* A fieldset is as wide as its content by default: this lets the code's boxes shrink instead. */
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 6px; padding: 0; font-weight: 600; font-size: 0.9rem; }
`;

/** The subtitle names the account, and an e-mail address has no spaces to wrap at on a phone. */
const Subtitle = styled(FormSubtitle)`
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
  &:empty { display: none; }
`;

export interface OtpVerificationProps {
  /** The identifier the code was sent for; without it the screen asks for it. */
  email?: string;
  /** The answer's message from the forgot-password step. */
  notice?: string;
  /** Where this sandbox shows the code. */
  mailboxUrl?: string;
  /** Called once the new password is set (the page then goes to /auth/login). */
  onReset: () => void;
  headingLevel?: 1 | 2;
}

const isIdentifier = (value: string) => passwordResetRequestSchema.safeParse({ email: value }).success;

/**
 * 'Verify OTP': six boxes for the code sent to the customer, 'Resend OTP' for a new one; a right
 * code leads to 'Set New Password'.
 */
export function OtpVerification({ email, notice, mailboxUrl, onReset, headingLevel = 1 }: OtpVerificationProps) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [identifierProblem, setIdentifierProblem] = useState<string | undefined>();
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState(notice ?? '');
  const [mailbox, setMailbox] = useState(mailboxUrl);
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const boxes = useRef<OtpBoxesHandle>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const messageId = `${id}-message`;
  const identifierMessageId = `${id}-identifier-message`;
  const account = (email ?? identifier).trim();

  if (resetToken !== null) {
    return <NewPasswordStep email={account} resetToken={resetToken} onReset={onReset} headingLevel={headingLevel} />;
  }

  /** The identifier to use, or undefined (with its message shown) when the field holds none. */
  const checkedIdentifier = (): string | undefined => {
    if (email) return email;
    const valid = isIdentifier(identifier);
    setIdentifierProblem(valid ? undefined : INVALID_IDENTIFIER_MESSAGE);
    return valid ? identifier.trim() : undefined;
  };

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = checkedIdentifier();
    const code = otpCode(digits);
    if (!otpSchema.safeParse(code).success) {
      setProblem(INVALID_OTP_MESSAGE);
      if (target) boxes.current?.focusBox(firstEmptyBox(digits));
      return;
    }
    setProblem(undefined);
    if (!target) return;
    setBusy('verifying');
    const outcome = await checkCode(target, code);
    setBusy(null);
    if (outcome.ok) setResetToken(outcome.resetToken);
    else setProblem(outcome.message);
  };

  const onResend = async () => {
    const target = checkedIdentifier();
    if (!target) return;
    setBusy('resending');
    setStatus('');
    const outcome = await sendNewCode(target);
    setBusy(null);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setProblem(undefined);
    setStatus(outcome.message);
    if (outcome.mailboxUrl) setMailbox(outcome.mailboxUrl);
    // The previous code stops working: the boxes start again.
    setDigits(emptyOtp());
    boxes.current?.focusBox(0);
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Verify OTP</Heading>
      <Subtitle>
        {email ? `Enter the 6-digit code sent for ${email}.` : 'Enter your phone number or e-mail and the 6-digit code you received.'}
      </Subtitle>
      <Notice role="status">{status}</Notice>
      {mailbox ? <MailboxLink url={mailbox} /> : null}
      <StackedForm noValidate onSubmit={onVerify}>
        {email ? null : (
          <FormField>
            <label htmlFor={`${id}-identifier`}>Phone number or Email</label>
            <TextInput
              id={`${id}-identifier`}
              type="text"
              autoComplete="username"
              aria-invalid={identifierProblem ? true : undefined}
              aria-describedby={identifierProblem ? identifierMessageId : undefined}
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
            />
            <FormAlert id={identifierMessageId} message={identifierProblem} />
          </FormField>
        )}
        <Fieldset>
          <legend>Enter the 6-digit code</legend>
          <OtpBoxes
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              setProblem(undefined);
            }}
            invalid={problem !== undefined}
            describedBy={problem ? messageId : undefined}
            handle={boxes}
          />
        </Fieldset>
        <FormAlert id={messageId} message={problem} />
        <PrimaryButton type="submit" disabled={busy !== null} aria-busy={busy === 'verifying' || undefined}>
          Verify OTP
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <span>
          Didn&apos;t get the code?{' '}
          <TextButton type="button" disabled={busy !== null} aria-busy={busy === 'resending' || undefined} onClick={() => void onResend()}>
            Resend OTP
          </TextButton>
        </span>
        <Link to="/auth/login">Back to login</Link>
      </FormFooter>
    </FormSection>
  );
}

const newPasswordSchema = passwordResetPayloadSchema.shape.password;

interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onReset: () => void;
  headingLevel: 1 | 2;
}

function NewPasswordStep({ email, resetToken, onReset, headingLevel }: NewPasswordStepProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const messageId = `${id}-message`;

  // The screen changed under the customer: the focus goes to its new heading.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(password);
    const reason = checked.success ? passwordProblem(password) : checked.error.issues[0]?.message;
    if (reason) {
      setProblem(reason);
      return;
    }
    setProblem(undefined);
    setSaving(true);
    const outcome = await setNewPassword({ email, reset_token: resetToken, password });
    setSaving(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toast(outcome.message, 'success');
    onReset();
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1}>
        Set New Password
      </Heading>
      <Subtitle>The code is right. Choose the new password for {email}.</Subtitle>
      <StackedForm noValidate onSubmit={onSubmit}>
        <FormField>
          <label htmlFor={`${id}-password`}>New Password</label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            hint={PASSWORD_RULE_HINT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? messageId : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormAlert id={messageId} message={problem} />
        <PrimaryButton type="submit" disabled={saving} aria-busy={saving || undefined}>
          Set New Password
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <Link to="/auth/forgot-password">Request a new code</Link>
        <Link to="/auth/login">Back to login</Link>
      </FormFooter>
    </FormSection>
  );
}
