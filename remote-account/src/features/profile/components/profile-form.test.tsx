import { sessionAtom, storefrontStore } from '@storefront/contract';
import type { UserProfile } from '@storefront/api-client';
import { type DialCodePickerProps, type Settled } from '@storefront/ui';
import { fakeApi, renderRoute, setTestSession, testSession } from '@storefront/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { profileAction } from '../api/profile-action';
import { readProfile } from '../api/profile-reads';
import { ProfileForm } from './profile-form';

/**
 * A stand-in for the page's searchable picker: a plain select of three countries, which holds the
 * form's country field as the picker does (the action finds its dial code).
 */
function PickerStub({ value, onChange }: DialCodePickerProps) {
  const countries = [
    { name: 'Zambia', dial_code: '+260', code: 'ZM' },
    { name: 'Canada', dial_code: '+1', code: 'CA' },
    { name: 'United Kingdom', dial_code: '+44', code: 'GB' },
  ];
  return (
    <select
      aria-label="Country code"
      name="country"
      value={value}
      onChange={(event) => {
        const country = countries.find((entry) => entry.code === event.target.value);
        if (country) onChange(country);
      }}
    >
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}

const profile = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '4165551234', code: '+1' };

/** The form as its page shows it: from what the page's loader read (readProfile), read again when it says so. */
function ProfileFromLoader() {
  const profile = useLoaderData() as Settled<UserProfile>;
  const { revalidate } = useRevalidator();
  return <ProfileForm dialCodePicker={PickerStub} profile={profile} onChanged={() => void revalidate()} />;
}

async function renderForm() {
  const store = createStore();
  setTestSession(store);
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute({ path: '/user/profile', loader: readProfile, action: profileAction, element: <ProfileFromLoader /> }, '/user/profile', { store });
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

describe('ProfileForm', () => {
  it('fills the form from the profile; the e-mail is read-only and disabled', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    await renderForm();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Mwila');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Banda');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('mwila@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toBeDisabled();
    // The saved number as the country writes it, with how its numbers look.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(416) 555-1234');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/^e\.g\. \(\d{3}\) \d{3}-\d{4}$/);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('CA');
  });

  it('starts the picker on +260 when the profile has no dial code', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: { ...profile, phone: null, code: null } } } } });
    await renderForm();
    expect(await screen.findByRole('combobox', { name: 'Country code' })).toHaveValue('ZM');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
  });

  it("saves the profile: 'Profile updated successfully.', and the session greets by the new name", async () => {
    const api = fakeApi({
      'GET /profile': { body: { success: true, data: { user: profile } } },
      'PUT /profile': { body: { success: true, message: 'Profile updated successfully.' } },
    });
    const { user } = await renderForm();
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Chanda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '7400 123456');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(api.sentTo('PUT /profile')[0]?.body).toEqual({
      first_name: 'Chanda',
      last_name: 'Banda',
      email: 'mwila@example.com',
      phone: '447400123456',
      code: '+44',
    });
    // The page's session, which the header reads.
    expect(storefrontStore.get(sessionAtom)).toEqual({ ...testSession, user: { ...testSession.user, first_name: 'Chanda' } });
    // The page reads the saved profile again; the form keeps what the customer sees.
    await waitFor(() => expect(api.sentTo('GET /profile')).toHaveLength(2));
    expect(screen.getByLabelText('First Name')).toHaveValue('Chanda');
  });

  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567'])(
    'accepts the Zambian number typed as %j and sends it in its one international form',
    async (typed) => {
      const api = fakeApi({
        'GET /profile': { body: { success: true, data: { user: { ...profile, phone: '260977123456', code: '+260' } } } },
        'PUT /profile': { body: { success: true, message: 'Profile updated successfully.' } },
      });
      const { user } = await renderForm();
      const phone = await screen.findByLabelText('Phone Number');
      expect(phone).toHaveValue('097 7123456');
      expect(phone).toHaveAccessibleDescription(/^e\.g\. 09\d/);
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(screen.getByRole('button', { name: 'Update Profile' }));
      await waitFor(() => expect(api.sentTo('PUT /profile')).toHaveLength(1));
      expect(api.sentTo('PUT /profile')[0]?.body).toMatchObject({ phone: '260971234567', code: '+260' });
    },
  );

  it("says 'Please enter a valid phone number.' for a number that is not one of the country's, and sends nothing", async () => {
    const api = fakeApi({
      'GET /profile': { body: { success: true, data: { user: { ...profile, phone: '260977123456', code: '+260' } } } },
      'PUT /profile': { body: { success: true } },
    });
    const { user } = await renderForm();
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.sentTo('PUT /profile')).toHaveLength(0);
  });

  it.each([
    [{ status: 422, body: { success: false, message: 'The phone has already been taken.' } }, 'The phone has already been taken.'],
    [{ status: 500 }, 'Failed to update profile.'],
  ])('shows why the update failed and keeps the session name (%j)', async (answer, message) => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } }, 'PUT /profile': answer });
    const { user } = await renderForm();
    const firstName = await screen.findByLabelText('First Name');
    await user.type(firstName, 'x');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(firstName).toHaveValue('Mwilax');
    expect(storefrontStore.get(sessionAtom)).toEqual(testSession);
  });

  it('says Update Profile is at work, and takes no second press, until the api answers', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fakeApi({
      'GET /profile': { body: { success: true, data: { user: profile } } },
      'PUT /profile': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = await renderForm();
    await screen.findByLabelText('First Name');
    const button = screen.getByRole('button', { name: 'Update Profile' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ body: { success: true } });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("says 'Failed to load profile.' and loads again on Try again", async () => {
    let calls = 0;
    fakeApi({
      'GET /profile': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : { body: { success: true, data: { user: profile } } };
      },
    });
    const { user } = await renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Mwila');
  });
});
