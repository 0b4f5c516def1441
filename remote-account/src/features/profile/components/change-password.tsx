import styled from '@emotion/styled';
import {
  Field,
  FormActions,
  FormAlert,
  FormSection,
  ModalDialog,
  PrimaryButton,
  SecondaryButton,
  SecondaryLink,
  StackedForm,
  theme,
} from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, useActionData, useFetcher, useNavigation } from 'react-router-dom';
import { CHANGE_PASSWORD, INTENT_FIELD, type PasswordChangeAnswer, type ProfileActionData } from '../api/profile-action';
import { OPEN_FIELD, OPEN_PASSWORD } from '../hooks/use-password-in-page';
import { passwordChangeFieldName, type PasswordChangeField } from '../state/new-password';

/**
 * 'Change Password': the running app opens a panel sliding in from the right; a page without
 * scripts asks the server for the page with the form in it (see usePasswordInPage).
 */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <form method="get" css={{ alignSelf: 'flex-start' }}>
        <SecondaryButton
          type="submit"
          name={OPEN_FIELD}
          value={OPEN_PASSWORD}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Change Password
        </SecondaryButton>
      </form>
      {open ? <ChangePasswordDialog onClose={close} /> : null}
    </>
  );
}

interface PasswordFieldSpec {
  field: PasswordChangeField;
  label: string;
  toggleName: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

const fields: readonly PasswordFieldSpec[] = [
  { field: 'current', label: 'Current Password', toggleName: 'current password', autoComplete: 'current-password' },
  { field: 'next', label: 'New Password', toggleName: 'new password', autoComplete: 'new-password', hint: PASSWORD_RULE_HINT },
  { field: 'confirmation', label: 'Confirm New Password', toggleName: 'new password confirmation', autoComplete: 'new-password' },
];

interface PasswordFieldsProps {
  /** What the page's action answered to the last change sent from here. */
  answer: PasswordChangeAnswer | undefined;
  /** The form is at work: Change Password says so until the answer comes. */
  busy: boolean;
  /** Cancel: the dialog's button closing it, or the page's link back to the profile. */
  cancel: ReactNode;
  /** What the form says above its buttons once the password changed. */
  children?: ReactNode;
}

/**
 * The current password (so an open session alone cannot change it), the new one and the new one
 * again; the action's refusal is said once, on the field it is about. The fields are never filled
 * from the answer: no password is written back into a page.
 */
function PasswordFields({ answer, busy, cancel, children }: PasswordFieldsProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={CHANGE_PASSWORD} />
      {fields.map(({ field, label, toggleName, autoComplete, hint }) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={label}
          hint={hint}
          invalid={refused?.field === field}
          describedBy={refused?.field === field ? messageId : undefined}
        >
          {(control) => <PasswordInput {...control} name={passwordChangeFieldName[field]} autoComplete={autoComplete} toggleName={toggleName} />}
        </Field>
      ))}
      <FormAlert id={messageId} message={refused?.message} />
      {children}
      <FormActions>
        {cancel}
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          Change Password
        </PrimaryButton>
      </FormActions>
    </>
  );
}

/**
 * The panel: the change goes to the page's action without leaving the page; once changed, the
 * toast says so and the panel closes, a refusal keeps it open with what was typed.
 */
function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const toast = useSetAtom(showToastAtom);
  const fetcher = useFetcher<ProfileActionData>();
  const answer = fetcher.data?.intent === CHANGE_PASSWORD ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer?.ok) return;
    toast(answer.message, 'success');
    onClose();
  }, [answer, toast, onClose]);

  return (
    <ModalDialog title="Change Password" placement="right" onClose={onClose}>
      <StackedForm as={fetcher.Form} method="post" noValidate css={{ marginTop: 16 }}>
        <PasswordFields
          answer={answer}
          busy={fetcher.state === 'submitting'}
          cancel={
            <SecondaryButton type="button" onClick={onClose}>
              Cancel
            </SecondaryButton>
          }
        />
      </StackedForm>
    </ModalDialog>
  );
}

const Changed = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
`;

/**
 * Change Password as a part of the page, for a customer whose page runs no script (the button asks
 * the server for the page with it): the page's action changes the password and says here how it
 * went. Once changed, the fields are emptied.
 */
export function ChangePasswordSection() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const answered = useActionData<ProfileActionData>();
  const answer = answered?.intent === CHANGE_PASSWORD ? answered : undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === CHANGE_PASSWORD;

  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);

  return (
    <FormSection aria-labelledby={`${id}-title`} css={{ margin: 0 }}>
      <h2 id={`${id}-title`}>Change Password</h2>
      <StackedForm as={Form} ref={form} method="post" noValidate>
        <PasswordFields answer={answer} busy={busy} cancel={<SecondaryLink to="/user/profile">Cancel</SecondaryLink>}>
          {answer?.ok ? <Changed role="status">{answer.message}</Changed> : null}
        </PasswordFields>
      </StackedForm>
    </FormSection>
  );
}
