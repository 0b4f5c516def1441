import { Field, FormAlert, FormFooter, FormSection, PrimaryButton, StackedForm } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { setNewPassword } from '../api/reset-calls';
import { newPasswordProblem } from '../logic/reset-rules';
import { Subtitle } from './reset-texts';

export interface NewPasswordStepProps {
  email: string;
  resetToken: string;
  onReset: () => void;
  headingLevel: 1 | 2;
}

/** 'Set New Password', once the code was right: the new password, checked before it is sent. */
export function NewPasswordStep({ email, resetToken, onReset, headingLevel }: NewPasswordStepProps) {
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
    const reason = newPasswordProblem(password);
    setProblem(reason);
    if (reason) return;
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
      <StackedForm method="post" noValidate onSubmit={onSubmit}>
        <Field label="New Password" hint={PASSWORD_RULE_HINT} invalid={problem !== undefined} describedBy={problem ? messageId : undefined}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          )}
        </Field>
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
