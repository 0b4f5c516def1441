import { cateringBundles } from '@storefront/shared';
import { fakeApi, renderWithProviders } from '@storefront/shared/testing';
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

function setup(answer: Parameters<typeof fakeApi>[0][string] = { status: 201, body: { success: true, data: { uuid: 'c-1' } } }) {
  const api = fakeApi({ 'POST /catering/orders': answer });
  const onSubmitted = jest.fn();
  const rendered = renderWithProviders(<CateringOrderFormView bundle={bundle!} onSubmitted={onSubmitted} />);
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

  it('sends the request with the bundle and reports success', async () => {
    const { user, api, onSubmitted } = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
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

  it('keeps everything typed and says so when the request fails', async () => {
    const { user, onSubmitted } = setup({ status: 500, body: { message: 'down' } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Failed to submit order. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Mwila Banda');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
