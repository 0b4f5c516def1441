import { type Address, type Place } from '@storefront/api-client';
import type { Settled } from '@storefront/ui';
import { fakeApi, renderRoute, setTestSession, type FakeAnswer } from '@storefront/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storefrontStore, toastAtom } from '@storefront/contract';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, useLoaderData, useRevalidator } from 'react-router-dom';
import { addressAction } from '../api/address-action';
import { readAddresses } from '../api/address-reads';
import { AddressBook } from './address-book';

const places: Place[] = [
  { id: 'kabulonga', description: 'Kabulonga, Lusaka', area: 'Lusaka', latitude: '-15.4167', longitude: '28.3333' },
];
const kabulonga: Address = { uuid: 'a-1', address: 'Kabulonga, Lusaka', location: 'Woodlands', latitude: '-15.4167', longitude: '28.3333' };
const kabwata: Address = { uuid: 'a-2', address: 'Kabwata, Lusaka', location: '', latitude: '0', longitude: '0' };
const saved = [kabulonga, kabwata];

/** The book as its page shows it: from what the page's loader read (readAddresses), read again when it says so. */
function BookFromLoader() {
  const addresses = useLoaderData() as Settled<Address[]>;
  const { revalidate } = useRevalidator();
  return <AddressBook addresses={addresses} onChanged={() => void revalidate()} />;
}

async function renderBook(url = '/user/address') {
  const store = createStore();
  setTestSession(store);
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute({ path: '/user/address', loader: readAddresses, action: addressAction, element: <BookFromLoader /> }, url, { store });
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

const savedList = () => screen.findByRole('list', { name: 'Saved Addresses' });

describe('AddressBook', () => {
  it('lists the saved addresses with their location', async () => {
    fakeApi({ 'GET /address': { body: { data: saved } } });
    await renderBook();
    const items = within(await savedList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kabulonga, LusakaWoodlandsRemove',
      'Kabwata, LusakaRemove',
    ]);
  });

  it("removes an address: 'Address removed successfully'", async () => {
    const api = fakeApi({ 'GET /address': { body: { data: saved } }, 'DELETE /address/a-1': { body: { success: true } } });
    const { user } = await renderBook();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Address removed successfully');
    expect(screen.queryByRole('button', { name: 'Remove Kabulonga, Lusaka' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kabwata, Lusaka' })).toBeInTheDocument();
    expect(api.sentTo('DELETE /address/a-1')).toHaveLength(1);
    // The page reads the list again, as the server now has it.
    await waitFor(() => expect(api.sentTo('GET /address')).toHaveLength(2));
  });

  it("keeps the address when removing fails: 'Failed to remove address'", async () => {
    fakeApi({ 'GET /address': { body: { data: saved } }, 'DELETE /address/a-1': { status: 500, body: { message: 'Server Error' } } });
    const { user } = await renderBook();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove address');
    expect(screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' })).toBeEnabled();
  });

  it('says Remove is at work, and takes no second press, until the api answers', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    fakeApi({ 'GET /address': { body: { data: saved } }, 'DELETE /address/a-1': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = await renderBook();
    await savedList();
    const button = screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove Kabwata, Lusaka' })).toBeEnabled();
    answer({ status: 500 });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("says 'Failed to load addresses' and loads again on Try again", async () => {
    let calls = 0;
    fakeApi({
      'GET /address': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Server Error' } } : { body: { data: saved } };
      },
    });
    const { user } = await renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load addresses');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await savedList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'No address found'; 'Add Address' takes the focus to the search field", async () => {
    fakeApi({ 'GET /address': { body: { data: [] } }, 'GET /places': { body: { data: places } } });
    const { user } = await renderBook();
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('combobox', { name: 'Search address' })).toHaveFocus();
  });

  it("'Add Address' asks for the page with the form before the app is in, keeping the page that sent the customer", async () => {
    fakeApi({ 'GET /address': { body: { data: [] } } });
    await renderBook('/user/address?from=%2Fcart');
    const button = await screen.findByRole('button', { name: 'Add Address' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'open');
    expect(button).toHaveAttribute('value', 'address');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.querySelector('input[type="hidden"][name="from"]')).toHaveValue('/cart');
  });

  it('opened with the form asked for (?open=address), has the focus in its search field', async () => {
    fakeApi({ 'GET /address': { body: { data: [kabwata] } }, 'GET /places': { body: { data: places } } });
    await renderBook('/user/address?open=address');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search address' })).toHaveFocus());
  });

  it('opened on the way from the cart, takes the customer back there once the address is saved, saying so', async () => {
    const api = fakeApi({
      'GET /address': { body: { data: [] } },
      'GET /places': { body: { data: places } },
      'POST /address': { status: 201, body: { data: { address: { ...kabulonga, uuid: 'a-3' } } } },
    });
    setTestSession(createStore());
    const router = createMemoryRouter(
      [
        { path: '/user/address', loader: readAddresses, action: addressAction, HydrateFallback: () => null, element: <BookFromLoader /> },
        { path: '/cart', element: <h1>Cart</h1> },
      ],
      { initialEntries: ['/user/address?open=address&from=%2Fcart'] },
    );
    const user = userEvent.setup();
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    await user.type(screen.getByRole('combobox', { name: 'Search address' }), 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.type(screen.getByRole('textbox', { name: 'City or location' }), 'Woodlands');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(api.sentTo('POST /address')).toHaveLength(1);
    expect(storefrontStore.get(toastAtom)).toMatchObject({ message: 'Address added successfully', tone: 'success' });
  });

  it('shows the empty state once the last address is removed', async () => {
    fakeApi({ 'GET /address': { body: { data: [kabulonga] } }, 'DELETE /address/a-1': { status: 204 } });
    const { user } = await renderBook();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Remove Kabulonga, Lusaka' }));
    expect(await screen.findByText('No address found')).toBeInTheDocument();
  });

  it('loads the list again after an address is saved', async () => {
    let listed = [kabwata];
    const created = { ...kabulonga, uuid: 'a-3' };
    fakeApi({
      'GET /address': () => ({ body: { data: listed } }),
      'GET /places': { body: { data: places } },
      'POST /address': () => {
        listed = [kabwata, created];
        return { status: 201, body: { data: { address: created } } };
      },
    });
    const { user } = await renderBook();
    expect(within(await savedList()).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('combobox', { name: 'Search address' }), 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(async () => expect(within(await savedList()).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says under the form that the address was added, and Save Address is at work until the api answers', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi({
      'GET /address': { body: { data: [kabwata] } },
      'GET /places': { body: { data: places } },
      'POST /address': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { user } = await renderBook();
    const search = screen.getByRole('combobox', { name: 'Search address' });
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const busy = screen.getByRole('button', { name: 'Save Address' });
    await waitFor(() => expect(busy).toBeDisabled());
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => answer({ status: 201, body: { data: { address: { ...kabulonga, uuid: 'a-3' } } } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Address added successfully');
    await waitFor(() => expect(search).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });

  it("says 'Failed to add address' under the form, keeping the choice", async () => {
    fakeApi({
      'GET /address': { body: { data: [kabwata] } },
      'GET /places': { body: { data: places } },
      'POST /address': { status: 500, body: { message: 'Server Error' } },
    });
    const { user } = await renderBook();
    const search = screen.getByRole('combobox', { name: 'Search address' });
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add address');
    expect(search).toHaveValue('Kabulonga, Lusaka');
  });
});
