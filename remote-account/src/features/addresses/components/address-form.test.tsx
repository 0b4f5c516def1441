import { ModalDialog } from '@storefront/ui';
import { storefrontStore, toastAtom } from '@storefront/contract';
import { type Place } from '@storefront/api-client';
import {
  API_URL,
  jsonResponse,
  renderWithProviders,
  signIn,
  signOut,
  useTestRuntime,
  type StubbedAnswer,
} from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressForm, type AddressFormProps } from './address-form';

const places: Place[] = [
  { id: 'kabulonga', description: 'Kabulonga, Lusaka', area: 'Lusaka', latitude: '-15.4167', longitude: '28.3333' },
  { id: 'kabwata', description: 'Kabwata, Lusaka', area: 'Lusaka', latitude: '-15.4333', longitude: '28.2917' },
];

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers place searches with `places` and the address call with `saved`, recording every request. */
function stubBackend(saved: StubbedAnswer = { status: 201, body: { data: { address: { uuid: 'addr-1', address: 'x' } } } }) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (!(input instanceof Request)) throw new Error('ky always passes a Request');
    const text = await input.clone().text();
    const request = { method: input.method, url: new URL(input.url), headers: input.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(request);
    if (request.url.pathname.endsWith('/places')) return jsonResponse({ body: { data: places } });
    return jsonResponse(saved);
  });
  return {
    searches: () => sent.filter((request) => request.url.pathname.endsWith('/places')).map((request) => request.url.searchParams.get('query')),
    saves: () => sent.filter((request) => request.url.pathname.endsWith('/address')),
  };
}

function renderForm(props: AddressFormProps = {}) {
  const rendered = renderWithProviders(<AddressForm {...props} />, { store: storefrontStore });
  const search = screen.getByRole('combobox', { name: 'Search address' });
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save Address' }));
  return { ...rendered, search, save };
}

const toast = () => storefrontStore.get(toastAtom);

beforeEach(() => {
  useTestRuntime();
  signOut();
  storefrontStore.set(toastAtom, null);
});

describe('AddressForm', () => {
  it('searches places 300 ms after the last keystroke, from the first focus', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const backend = stubBackend();
      const { search } = renderForm();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(search);
      act(() => jest.advanceTimersByTime(299));
      expect(backend.searches()).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(backend.searches()).toEqual(['']));
      await user.type(search, 'Kab');
      act(() => jest.advanceTimersByTime(299));
      expect(backend.searches()).toEqual(['']);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(backend.searches()).toEqual(['', 'Kab']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the suggestions when the empty field is focused', async () => {
    stubBackend();
    const { user, search } = renderForm();
    await user.click(search);
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kabulonga, LusakaLusaka',
      'Kabwata, LusakaLusaka',
    ]);
    expect(search).toHaveAttribute('aria-expanded', 'true');
  });

  it('saves the chosen place with its coordinates and hands back the new address', async () => {
    signIn();
    const created = { uuid: 'addr-1', address: 'Kabulonga, Lusaka', location: '', latitude: '-15.4167', longitude: '28.3333' };
    const backend = stubBackend({ status: 201, body: { data: { address: created } } });
    const onSaved = jest.fn();
    const { user, search, save } = renderForm({ onSaved });
    await user.type(search, 'Kabu');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    expect(search).toHaveValue('Kabulonga, Lusaka');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const [request] = backend.saves();
    expect(backend.saves()).toHaveLength(1);
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(`${API_URL}/address`);
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(request?.body).toEqual({ address: 'Kabulonga, Lusaka', location: '', latitude: '-15.4167', longitude: '28.3333' });
    expect(toast()).toMatchObject({ message: 'Address added successfully', tone: 'success' });
  });

  it('sends the house, plot or landmark the customer adds, for the rider to find the door', async () => {
    signIn();
    const backend = stubBackend();
    const { user, search, save } = renderForm();
    await user.type(search, 'Kabu');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    const line = screen.getByRole('textbox', { name: 'House, plot or landmark (optional)' });
    expect(line).toHaveAccessibleDescription(/How a rider finds your door/);
    await user.type(line, 'Plot 12, blue gate opposite the school');
    await save();
    await waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(backend.saves()[0]?.body).toMatchObject({ address: 'Kabulonga, Lusaka', address_line: 'Plot 12, blue gate opposite the school' });
  });

  it('chooses a suggestion with the arrow keys and Enter, and closes the list on Escape', async () => {
    signIn();
    const backend = stubBackend();
    const { user, search, save } = renderForm();
    await user.type(search, 'Kab');
    await screen.findByRole('listbox', { name: 'Address suggestions' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: 'Address suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kabwata/ })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Kabwata/ }).id);
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('Kabwata, Lusaka');
    expect(backend.saves()).toHaveLength(0);
    await save();
    await waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(backend.saves()[0]?.body).toMatchObject({ latitude: '-15.4333', longitude: '28.2917' });
  });

  it('closes only the suggestions on Escape inside a dialog; a second Escape closes the dialog', async () => {
    stubBackend();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ModalDialog title="Add address" onClose={onClose}>
        <AddressForm />
      </ModalDialog>,
      { store: storefrontStore },
    );
    const search = screen.getByRole('combobox', { name: 'Search address' });
    await user.type(search, 'Kab');
    await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Please select an address' when nothing was chosen, keeping the text", async () => {
    signIn();
    const backend = stubBackend();
    const { user, search, save } = renderForm();
    await user.type(search, 'Somewhere in Lusaka');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an address');
    // Said once, in the form: no toast repeats it.
    expect(toast()).toBeNull();
    expect(search).toHaveValue('Somewhere in Lusaka');
    expect(backend.saves()).toHaveLength(0);
  });

  it('drops the choice when the text is edited afterwards', async () => {
    signIn();
    stubBackend();
    const { user, search, save } = renderForm();
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.type(search, 'x');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an address');
  });

  it("says 'Please login to add an address' without a session", async () => {
    const backend = stubBackend();
    const { user, search, save } = renderForm();
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please login to add an address');
    expect(backend.saves()).toHaveLength(0);
  });

  it("says 'Failed to add address' when saving fails, keeping the choice", async () => {
    signIn();
    stubBackend({ status: 500, body: { message: 'Server Error' } });
    const onSaved = jest.fn();
    const { user, search, save } = renderForm({ onSaved });
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await save();
    await waitFor(() => expect(toast()).toMatchObject({ message: 'Failed to add address', tone: 'error' }));
    expect(search).toHaveValue('Kabulonga, Lusaka');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('AddressForm on the address page', () => {
  it("asks for a choice from the dropdown ('Please select an address from the dropdown')", async () => {
    signIn();
    stubBackend();
    const { user, search, save } = renderForm({ variant: 'page' });
    await user.type(search, 'Kab');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an address from the dropdown');
  });

  it('locks the chosen address, requires the city or location and sends it', async () => {
    signIn();
    const backend = stubBackend();
    const { user, search, save } = renderForm({ variant: 'page' });
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    expect(search).toHaveAttribute('readonly');
    const city = screen.getByLabelText('City or location');
    expect(city).toHaveValue('Lusaka');
    await user.clear(city);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a city or location');
    expect(backend.saves()).toHaveLength(0);
    await user.type(city, 'Woodlands');
    await save();
    await waitFor(() => expect(backend.saves()).toHaveLength(1));
    expect(backend.saves()[0]?.body).toEqual({
      address: 'Kabulonga, Lusaka',
      location: 'Woodlands',
      latitude: '-15.4167',
      longitude: '28.3333',
    });
  });

  it('lets the customer change a locked address', async () => {
    stubBackend();
    const { user, search } = renderForm({ variant: 'page' });
    await user.type(search, 'Kab');
    await user.click(await screen.findByRole('option', { name: /Kabulonga/ }));
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(search).not.toHaveAttribute('readonly');
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });
});
