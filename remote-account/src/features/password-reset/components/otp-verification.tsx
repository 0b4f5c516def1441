import { FormAlert, FormFooter, FormSection, PrimaryButton, StackedForm, TextButton } from '@storefront/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkCode, sendNewCode } from '../api/reset-calls';
import { codeProblem, identifierProblem } from '../logic/reset-rules';
import { emptyOtp, firstEmptyBox, otpCode } from '../state/otp-digits';
import { IdentifierField } from './identifier-field';
import { MailboxLink } from './mailbox-link';
import { NewPasswordStep } from './new-password-step';
import { type OtpBoxesHandle } from './otp-boxes';
import { OtpCodeFieldset } from './otp-code-fieldset';
import { Notice, Subtitle } from './reset-texts';

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

/**
 * 'Verify OTP': six boxes for the code sent to the customer, 'Resend OTP' for a new one; a right
 * code leads to 'Set New Password'.
 */
export function OtpVerification({ email, notice, mailboxUrl, onReset, headingLevel = 1 }: OtpVerificationProps) {
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [identifierMessage, setIdentifierMessage] = useState<string | undefined>();
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState(notice ?? '');
  const [mailbox, setMailbox] = useState(mailboxUrl);
  const [busy, setBusy] = useState<'verifying' | 'resending' | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const boxes = useRef<OtpBoxesHandle>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const messageId = `${id}-message`;
  const account = (email ?? identifier).trim();

  if (resetToken !== null) {
    return <NewPasswordStep email={account} resetToken={resetToken} onReset={onReset} headingLevel={headingLevel} />;
  }

  /** The identifier to use, or undefined (with its message shown) when the field holds none. */
  const checkedIdentifier = (): string | undefined => {
    if (email) return email;
    const wrong = identifierProblem(identifier);
    setIdentifierMessage(wrong);
    return wrong ? undefined : identifier.trim();
  };

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = checkedIdentifier();
    const wrongCode = codeProblem(digits);
    setProblem(wrongCode);
    if (wrongCode) {
      if (target) boxes.current?.focusBox(firstEmptyBox(digits));
      return;
    }
    if (!target) return;
    setBusy('verifying');
    const outcome = await checkCode(target, otpCode(digits));
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
      <StackedForm method="post" noValidate onSubmit={onVerify}>
        {email ? null : <IdentifierField value={identifier} onChange={setIdentifier} problem={identifierMessage} />}
        <OtpCodeFieldset
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setProblem(undefined);
          }}
          problemId={problem ? messageId : undefined}
          handle={boxes}
        />
        <FormAlert id={messageId} message={problem} />
        <PrimaryButton type="submit" disabled={busy !== null} aria-busy={busy === 'verifying' || undefined}>
          Verify OTP
        </PrimaryButton>
      </StackedForm>
      <FormFooter>
        <span>
          Didn&apos;t get the code?{' '}
          {/* A form as the code's own: sent before the app is in, the server says it was not sent. */}
          <form
            method="post"
            css={{ display: 'inline' }}
            onSubmit={(event) => {
              event.preventDefault();
              void onResend();
            }}
          >
            <TextButton type="submit" disabled={busy !== null} aria-busy={busy === 'resending' || undefined}>
              Resend OTP
            </TextButton>
          </form>
        </span>
        <Link to="/auth/login">Back to login</Link>
      </FormFooter>
    </FormSection>
  );
}
