import { Field, FormActions, FormAlert, ModalDialog, PrimaryButton, SecondaryButton, StackedForm } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { PASSWORD_RULE_HINT } from '@storefront/api-client/passwords';
import { PasswordInput } from '@storefront/ui/password-input';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { saveNewPassword } from '../api/profile-commands';
import {
  emptyPasswordChange,
  passwordChangeProblem,
  refusalProblem,
  type PasswordChange,
  type PasswordChangeField,
  type PasswordChangeProblem,
} from '../state/new-password';

/** 'Change Password': a button opening a panel that slides in from the right. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SecondaryButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Change Password
      </SecondaryButton>
      {open ? <ChangePasswordDialog onClose={() => setOpen(false)} /> : null}
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

/**
 * The current password (so an open session alone cannot change it), the new one and the new one
 * again; one message at a time, on the field it is about.
 */
function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [change, setChange] = useState<PasswordChange>(emptyPasswordChange);
  const [problem, setProblem] = useState<PasswordChangeProblem | undefined>();
  const [saving, setSaving] = useState(false);
  const messageId = `${id}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordChangeProblem(change);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const outcome = await saveNewPassword(change);
    setSaving(false);
    // A refusal is said once, on the field it is about; the toast only confirms the change.
    if (outcome.ok) {
      toast(outcome.message, 'success');
      onClose();
    } else setProblem(refusalProblem(outcome.message));
  };

  return (
    <ModalDialog title="Change Password" placement="right" onClose={onClose}>
      <StackedForm noValidate onSubmit={onSubmit} css={{ marginTop: 16 }}>
        {fields.map(({ field, label, toggleName, autoComplete, hint }) => (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={label}
            hint={hint}
            invalid={problem?.field === field}
            describedBy={problem?.field === field ? messageId : undefined}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete={autoComplete}
                toggleName={toggleName}
                value={change[field]}
                onChange={(event) => setChange((now) => ({ ...now, [field]: event.target.value }))}
              />
            )}
          </Field>
        ))}
        <FormAlert id={messageId} message={problem?.message} />
        <FormActions>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={saving} aria-busy={saving || undefined}>
            Change Password
          </PrimaryButton>
        </FormActions>
      </StackedForm>
    </ModalDialog>
  );
}
