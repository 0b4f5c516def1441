import { cateringBundles, type CateringBundle } from '@storefront/api-client';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { localIsoDate } from '../logic/catering-text';
import { CateringOrderFormView } from './catering-order-form';

const bundle = cateringBundles[4];
if (!bundle) throw new Error('the fifth bundle is missing');

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

function setup(
  answer: Parameters<typeof fakeApi>[0][string] = { status: 201, body: { success: true, data: { uuid: 'c-1' } } },
  shown: CateringBundle = bundle!,
) {
  const api = fakeApi({ 'POST /catering/orders': answer });
  const onSubmitted = jest.fn();
  const rendered = renderWithProviders(<CateringOrderFormView bundle={shown} onSubmitted={onSubmitted} />);
  return { ...rendered, api, onSubmitted };
}

async function fillValidForm(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Full Name'), 'Mwila Banda');
  await user.type(screen.getByLabelText('Email Address'), 'mwila@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '0971234567');
  await user.selectOptions(screen.getByLabelText('Event Type'), 'birthday');
  await user.type(screen.getByLabelText('Event Date'), inDays(7));
  await user.selectOptions(screen.getByLabelText('Province'), 'Copperbelt');
  await user.selectOptions(screen.getByLabelText('City'), 'Kitwe');
  await user.type(screen.getByLabelText('Event Address'), 'Parklands, Kitwe');
  await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
}

describe('the catering order form', () => {
  it('starts the guest count at the minimum and keeps the city closed until a province is chosen', async () => {
    const { user } = setup();
    expect(screen.getByLabelText(`Number of Guests (10-100)`)).toHaveValue(10);
    expect(screen.getByLabelText('City')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Province'), 'Southern');
    const city = screen.getByLabelText('City');
    expect(city).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Livingstone' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kitwe' })).not.toBeInTheDocument();
  });

  it('requires every field but special requests', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    // Name, email, phone, event type, date, province, city, address, contact method.
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('bounds the guests by the bundle and refuses a date before today', async () => {
    const { user } = setup();
    await fillValidForm(user);
    const guests = screen.getByLabelText('Number of Guests (10-100)');
    await user.clear(guests);
    await user.type(guests, '101');
    const date = screen.getByLabelText('Event Date');
    await user.clear(date);
    await user.type(date, inDays(-1));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Guest count must be between 10 and 100')).toBeInTheDocument();
    expect(screen.getByText('The event date cannot be in the past')).toBeInTheDocument();
  });

  it('sends the request with the bundle and reports success with its reference', async () => {
    const { user, api, onSubmitted } = setup({ status: 201, body: { success: true, data: { uuid: 'c-1', reference: 'CAT-1A2B3C4D' } } });
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('CAT-1A2B3C4D'));
    expect(api.sentTo('POST /catering/orders')[0]?.body).toMatchObject({
      bundleId: bundle.id,
      name: 'Mwila Banda',
      guestCount: 10,
      province: 'Copperbelt',
      city: 'Kitwe',
      contactPreference: 'whatsapp',
      dietaryRestrictions: { vegetarian: false, vegan: true, glutenFree: false, nutFree: false },
    });
  });

  it('refuses a phone that is not 10 to 15 digits', async () => {
    const { user, api } = setup();
    await fillValidForm(user);
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(api.requests).toHaveLength(0);
  });

  it("refuses a date sooner than the bundle's notice, naming the notice", async () => {
    const lunch = cateringBundles.find((candidate) => candidate.advanceOrderTime === 48);
    if (!lunch) throw new Error('no bundle needs 48 hours');
    const { user, api } = setup(undefined, lunch);
    const date = screen.getByLabelText('Event Date');
    expect(date).toHaveAttribute('min', inDays(2));
    expect(date).toHaveAccessibleDescription('Order 48 hours in advance.');
    await user.type(date, inDays(1));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText("This bundle needs at least 48 hours' notice: please choose a later date.")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the estimated total as the guest count changes', async () => {
    const { user } = setup();
    const estimate = screen.getByRole('status');
    // The bundle costs $10, shown as ZK 200, a guest.
    expect(estimate).toHaveTextContent('Estimated total: ZK 2,000 (10 guests × ZK 200)');
    const guests = screen.getByLabelText('Number of Guests (10-100)');
    await user.clear(guests);
    expect(estimate).toHaveTextContent('Enter 10 to 100 guests to see the estimated total.');
    await user.type(guests, '65');
    expect(estimate).toHaveTextContent('Estimated total: ZK 13,000 (65 guests × ZK 200)');
    expect(guests).toHaveAccessibleDescription('Estimated total: ZK 13,000 (65 guests × ZK 200)');
  });

  it('keeps everything typed and says so when the request fails', async () => {
    const { user, onSubmitted } = setup({ status: 500, body: { message: 'down' } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Failed to submit order. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mwila Banda');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("starts from who is ordering, as the page read it for a signed-in customer", () => {
    const contact = { name: 'Mwila Banda', email: 'mwila@example.com', phone: '260971234567' };
    renderWithProviders(<CateringOrderFormView bundle={bundle!} contact={contact} onSubmitted={jest.fn()} />);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mwila Banda');
    expect(screen.getByLabelText('Email Address')).toHaveValue('mwila@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('260971234567');
  });

  it('leaves the form empty for a visitor', () => {
    setup();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });
});
