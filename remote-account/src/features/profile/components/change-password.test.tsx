import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { ChangePassword } from './change-password';

async function openDialog() {
  const store = createStore();
  setTestSession(store);
  const rendered = renderWithProviders(<ChangePassword />, { store });
  await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const submit = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  return { ...rendered, dialog, submit };
}

async function fillDialog(dialog: HTMLElement, user: Awaited<ReturnType<typeof openDialog>>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByLabelText(label), value);
}

const good = { 'Current Password': 'Old-secret-1', 'New Password': 'Kafue-n3w-secret', 'Confirm New Password': 'Kafue-n3w-secret' };

describe('ChangePassword', () => {
  it('opens a dialog asking for the current password, the new one and its confirmation, focused inside; Cancel closes it', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters, and not a common password.');
    expect(within(dialog).getByLabelText('Confirm New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog).getByRole('button', { name: 'Show current password' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends the current and new passwords: 'Password changed successfully.' and closes", async () => {
    const api = fakeApi({ 'POST /profile/password': { body: { success: true, message: 'Password changed.' } } });
    const { user, dialog, submit, store } = await openDialog();
    await fillDialog(dialog, user, good);
    await submit();
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Password changed successfully.', tone: 'success' }));
    expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({
      current_password: 'Old-secret-1',
      password: 'Kafue-n3w-secret',
      password_confirmation: 'Kafue-n3w-secret',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to change password.' and keeps the dialog open", async () => {
    fakeApi({ 'POST /profile/password': { status: 500 } });
    const { user, dialog, submit, store } = await openDialog();
    await fillDialog(dialog, user, good);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to change password.');
    // Said once, in the dialog: no toast repeats it over the dialog.
    expect(store.get(toastAtom)).toBeNull();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('Kafue-n3w-secret');
  });

  it('says when the current password is not correct, on that field, keeping what was typed', async () => {
    fakeApi({ 'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } } });
    const { user, dialog, submit } = await openDialog();
    await fillDialog(dialog, user, good);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(within(dialog).getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Current Password')).toHaveAccessibleDescription('Your current password is not correct.');
    expect(within(dialog).getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('Kafue-n3w-secret');
  });

  it.each([
    [{}, 'Current Password', 'Please enter your current password.'],
    [{ 'Current Password': 'Old-secret-1' }, 'New Password', 'Please enter a new password.'],
    [{ 'Current Password': 'Old-secret-1', 'New Password': 'Kafue12', 'Confirm New Password': 'Kafue12' }, 'New Password', 'Use at least 8 characters for your password.'],
    [{ 'Current Password': 'Old-secret-1', 'New Password': 'sunshine', 'Confirm New Password': 'sunshine' }, 'New Password', 'This password is too common. Please choose another.'],
    [{ ...good, 'Confirm New Password': 'Kafue-n3w-secreT' }, 'Confirm New Password', 'The new password and its confirmation do not match.'],
  ])('sends nothing while a field is wrong: %o marks %s', async (values, field, message) => {
    const api = fakeApi({});
    const { user, dialog, submit } = await openDialog();
    await fillDialog(dialog, user, values);
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });
});
