import {
  FormActions,
  FormAlert,
  FormField,
  ModalDialog,
  PrimaryButton,
  SecondaryButton,
  showToastAtom,
  StackedForm,
  TextInput,
} from '@storefront/shared';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { saveNewPassword } from '../api/profile-commands';
import { newPasswordProblem } from '../state/new-password';

/** 'Change Password': a button opening a panel that slides in from the right with the new password. */
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

function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const messageId = `${id}-message`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = newPasswordProblem(password);
    setProblem(reason);
    if (reason) return;
    setSaving(true);
    const outcome = await saveNewPassword(password);
    setSaving(false);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) onClose();
    else setProblem(outcome.message);
  };

  return (
    <ModalDialog title="Change Password" placement="right" onClose={onClose}>
      <StackedForm noValidate onSubmit={onSubmit} css={{ marginTop: 16 }}>
        <FormField>
          <label htmlFor={`${id}-password`}>New Password</label>
          <TextInput
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            aria-invalid={problem && password === '' ? true : undefined}
            aria-describedby={problem ? messageId : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormAlert id={messageId} message={problem} />
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
