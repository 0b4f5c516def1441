import { sessionAtom, storefrontStore } from '@storefront/contract';
import { addressFixture, fakeApi, setTestSession, testSession } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { openPage } from './open-page';

async function openAt(path: string, signedIn = true, url = path) {
  const store = createStore();
  setTestSession(store, signedIn ? testSession : null);
  return openPage(path, url, { store });
}

describe.each([['/user/address'], ['/user/profile'], ['/goodbye']])('%s', (path) => {
  it('sends a visitor without a session to sign in, asking the server nothing', async () => {
    const api = fakeApi({});
    const { router } = await openAt(path, false);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/login');
    expect(api.requests).toHaveLength(0);
  });
});

describe('/user/orders/:id', () => {
  const uuid = 'abc123de-0000-4000-8000-000000000001';

  it('sends a visitor without a session to sign in, and back to the order after', async () => {
    fakeApi({});
    const { router } = await openAt('/user/orders/:id', false, `/user/orders/${uuid}`);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(`/user/orders/${uuid}`);
  });
});

describe('/user/address', () => {
  it('shows the add-address form of the page above the saved addresses its loader read, in the user area', async () => {
    fakeApi({ 'GET /address': { body: { data: [addressFixture({ address: 'Kabulonga, Lusaka', location: 'Lusaka' })] } } });
    await openAt('/user/address');
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('City or location')).toBeInTheDocument();
    // From the first render: the loader read it.
    expect(within(screen.getByRole('list', { name: 'Saved Addresses' })).getByText('Kabulonga, Lusaka')).toBeInTheDocument();
  });

  it('reads the list again after an address is removed', async () => {
    let saved = [addressFixture({ uuid: 'a-1', address: 'Kabulonga, Lusaka' }), addressFixture({ uuid: 'a-2', address: 'Kabwata, Lusaka' })];
    const api = fakeApi({
      'GET /address': () => ({ body: { data: saved } }),
      'DELETE /address/a-1': () => {
        saved = saved.filter((address) => address.uuid !== 'a-1');
        return { status: 204 };
      },
    });
    const { user } = await openAt('/user/address');
    await user.click(screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' }));
    await waitFor(() => expect(api.sentTo('GET /address')).toHaveLength(2));
    // The list shows the new read once it has come, which may be a moment after it was sent.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved Addresses' })).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('/user/profile', () => {
  const profile = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', phone: '0977123456', code: null };

  it('fills the form from its first render with the searchable dial-code picker on +260', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    await openAt('/user/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mwila@example.com');
    expect(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' })).toBeInTheDocument();
    // The saved number as Zambians write it, with an example of the format.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('097 7123456');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/^e\.g\. 09\d/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('sends the dial code chosen in the picker, greets by the new name and reads the profile again', async () => {
    const api = fakeApi({
      'GET /profile': { body: { success: true, data: { user: profile } } },
      'PUT /profile': { body: { success: true, message: 'Profile updated successfully.' } },
    });
    const { user } = await openAt('/user/profile');
    await user.click(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), '+44');
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '07400 123456');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Phiri');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(api.sentTo('PUT /profile')[0]?.body).toMatchObject({ code: '+44', phone: '447400123456', last_name: 'Phiri' });
    // The page's session, which the header reads.
    expect(storefrontStore.get(sessionAtom)?.user).toMatchObject({ first_name: 'Mwila', last_name: 'Phiri' });
    await waitFor(() => expect(api.sentTo('GET /profile')).toHaveLength(2));
  });

  it('opens the change-password panel from the right', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    const { user } = await openAt('/user/profile');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(within(screen.getByRole('dialog', { name: 'Change Password' })).getByLabelText('New Password')).toBeInTheDocument();
  });

  it('links to /goodbye from Delete Account', async () => {
    fakeApi({ 'GET /profile': { body: { success: true, data: { user: profile } } } });
    await openAt('/user/profile');
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/goodbye');
  });
});
