import { toastAtom } from '@storefront/shared';
import { fakeApi, renderWithProviders, setTestSession } from '@storefront/shared/testing';
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

describe('ChangePassword', () => {
  it('opens a dialog with the New Password field, focused inside; Cancel closes it', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('New Password')).toHaveAttribute('type', 'password');
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

  it("sends the new password: 'Password changed successfully.' and closes", async () => {
    const api = fakeApi({ 'POST /profile/password': { body: { success: true, message: 'Password changed.' } } });
    const { user, dialog, submit, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('New Password'), 'n3w-secret');
    await submit();
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Password changed successfully.', tone: 'success' }));
    expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({ password: 'n3w-secret' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to change password.' and keeps the dialog open", async () => {
    fakeApi({ 'POST /profile/password': { status: 500 } });
    const { user, dialog, submit, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('New Password'), 'n3w-secret');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to change password.');
    expect(store.get(toastAtom)).toMatchObject({ message: 'Failed to change password.', tone: 'error' });
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('n3w-secret');
  });

  it('asks for a new password before sending an empty one', async () => {
    const api = fakeApi({});
    const { dialog, submit } = await openDialog();
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a new password.');
    expect(within(dialog).getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });
});
