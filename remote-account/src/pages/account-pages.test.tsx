import { sessionAtom, toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, setTestSession, testSession } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import AddressPage from './address-page';
import ProfilePage from './profile-page';

function renderAt(route: string, signedIn = true) {
  const store = createStore();
  setTestSession(store, signedIn ? testSession : null);
  return renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<h1>Sign in</h1>} />
      <Route path="/user/address" element={<AddressPage />} />
      <Route path="/user/profile" element={<ProfilePage />} />
      <Route path="/goodbye" element={<h1>Goodbye</h1>} />
    </Routes>,
    { route, store },
  );
}

describe.each([['/user/address'], ['/user/profile']])('%s', (route) => {
  it('sends a visitor without a session to sign in', () => {
    fakeApi({});
    renderAt(route, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('/user/address', () => {
  it('shows the add-address form of the page above the saved addresses, in the user area', async () => {
    fakeApi({ 'GET /address': { body: { data: [{ uuid: 'a-1', address: 'Kabulonga, Lusaka', location: 'Lusaka' }] } } });
    renderAt('/user/address');
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('City or location')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Saved Addresses' })).getByText('Kabulonga, Lusaka')).toBeInTheDocument();
  });
});

describe('/user/profile', () => {
  const profile = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '0977123456', code: null };

  it('fills the form with the searchable dial-code picker on +260', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    renderAt('/user/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ZM +260, country code: Zambia' })).toBeInTheDocument();
    // The saved number as Zambians write it, with an example of the format.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('097 7123456');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/^e\.g\. 09\d/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('sends the dial code chosen in the picker, and greets by the new name', async () => {
    const api = fakeApi({
      'GET /profile': { body: { success: true, data: { user: profile } } },
      'PUT /profile': { body: { success: true, message: 'Profile updated successfully.' } },
    });
    const { user, store } = renderAt('/user/profile');
    await user.click(await screen.findByRole('button', { name: 'ZM +260, country code: Zambia' }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), '+44');
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '07400 123456');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Phiri');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Profile updated successfully.' }));
    expect(api.sentTo('PUT /profile')[0]?.body).toMatchObject({ code: '+44', phone: '447400123456', last_name: 'Phiri' });
    expect(store.get(sessionAtom)?.user).toMatchObject({ first_name: 'Mwila', last_name: 'Phiri' });
  });

  it('opens the change-password panel from the right', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    const { user } = renderAt('/user/profile');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(screen.getByRole('dialog', { name: 'Change Password' })).getByLabelText('New Password')).toBeInTheDocument();
  });

  it('goes to /goodbye from Delete Account', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    const { user } = renderAt('/user/profile');
    await user.click(screen.getByRole('link', { name: 'Delete Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeInTheDocument();
  });
});
