import { toastAtom } from '@storefront/contract';
import { fakeApi, renderRoute, setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { profileAction } from '../api/profile-action';
import { usePasswordInPage } from '../hooks/use-password-in-page';
import { ChangePassword, ChangePasswordSection } from './change-password';

/** Change Password as the profile page holds it: a dialog, or a part of the page when asked for. */
function PasswordPart() {
  return usePasswordInPage() ? <ChangePasswordSection /> : <ChangePassword />;
}

async function openProfile(url = '/user/profile') {
  const store = createStore();
  setTestSession(store);
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute({ path: '/user/profile', action: profileAction, element: <PasswordPart /> }, url, { store });
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

async function openDialog() {
  const rendered = await openProfile();
  await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const submit = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  return { ...rendered, dialog, submit };
}

type User = Awaited<ReturnType<typeof openProfile>>['user'];

async function fill(within_: HTMLElement, user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(within(within_).getByLabelText(label), value);
}

const good = { 'Current Password': 'Old-secret-1', 'New Password': 'Kafue-n3w-secret', 'Confirm New Password': 'Kafue-n3w-secret' };

/** An api whose answer to the password change comes when the test says. */
function heldApi() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const api = fakeApi({ 'POST /profile/password': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
  return { api, answer: (value: FakeAnswer) => answer(value) };
}

describe('ChangePassword', () => {
  it('is a button asking for the page with the form in it (?open=password) when no script runs', async () => {
    await openProfile();
    const button = screen.getByRole('button', { name: 'Change Password' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'open');
    expect(button).toHaveAttribute('value', 'password');
    expect(button.closest('form')).toHaveAttribute('method', 'get');
  });

  it('opens a dialog asking for the current password, the new one and its confirmation, focused inside; Cancel closes it', async () => {
    const { user, dialog, router } = await openDialog();
    expect(router.state.location.search).toBe('');
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

  it("posts the change to the page's action, says it is at work until the answer, then 'Password changed successfully.' and closes", async () => {
    const { api, answer } = heldApi();
    const { user, dialog, submit, store } = await openDialog();
    await fill(dialog, user, good);
    await submit();
    const button = within(dialog).getByRole('button', { name: 'Change Password' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(api.sentTo('POST /profile/password')[0]?.body).toEqual({
      current_password: 'Old-secret-1',
      password: 'Kafue-n3w-secret',
      password_confirmation: 'Kafue-n3w-secret',
    });
    await act(async () => answer({ body: { success: true, message: 'Password changed.' } }));
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Password changed successfully.', tone: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to change password.' in the dialog, keeping it open with what was typed", async () => {
    fakeApi({ 'POST /profile/password': { status: 500 } });
    const { user, dialog, submit, store } = await openDialog();
    await fill(dialog, user, good);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to change password.');
    // Said once, in the dialog: no toast repeats it over the dialog.
    expect(store.get(toastAtom)).toBeNull();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('Kafue-n3w-secret');
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('says when the current password is not correct, on that field, keeping what was typed', async () => {
    fakeApi({ 'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } } });
    const { user, dialog, submit } = await openDialog();
    await fill(dialog, user, good);
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
  ])('sends nothing to the api while a field is wrong: %o marks %s', async (values, field, message) => {
    const api = fakeApi({});
    const { user, dialog, submit } = await openDialog();
    await fill(dialog, user, values);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });
});

describe('ChangePasswordSection, in the page as a page without scripts asks for it (?open=password)', () => {
  const openSection = async () => {
    const rendered = await openProfile('/user/profile?open=password');
    const section = screen.getByRole('region', { name: 'Change Password' });
    const submit = () => rendered.user.click(within(section).getByRole('button', { name: 'Change Password' }));
    return { ...rendered, section, submit };
  };

  it('is a form posted to the page, never a password in the address, with Cancel back to the profile', async () => {
    const { section } = await openSection();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const form = within(section).getByLabelText('Current Password').closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(within(section).getByLabelText('Current Password')).toHaveAttribute('name', 'current_password');
    expect(within(section).getByLabelText('New Password')).toHaveAttribute('name', 'password');
    expect(within(section).getByLabelText('Confirm New Password')).toHaveAttribute('name', 'password_confirmation');
    expect(within(section).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user/profile');
  });

  it("says it is at work until the answer, then 'Password changed successfully.' under the form, the fields emptied", async () => {
    const { api, answer } = heldApi();
    const { user, section, submit, router } = await openSection();
    await fill(section, user, good);
    await submit();
    const button = within(section).getByRole('button', { name: 'Change Password' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ body: { success: true } }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(section).getByLabelText('Current Password')).toHaveValue('');
    expect(api.sentTo('POST /profile/password')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it("says the api's refusal under the form, on the field it is about", async () => {
    fakeApi({ 'POST /profile/password': { status: 422, body: { success: false, message: 'Your current password is not correct.' } } });
    const { user, section, submit } = await openSection();
    await fill(section, user, good);
    await submit();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(within(section).getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });
});
