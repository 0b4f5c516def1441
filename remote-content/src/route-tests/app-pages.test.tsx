import { openPage } from './open-page';
import { BRAND_LOGO_IMAGE } from '@storefront/ui';
import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { fireEvent, screen, within } from '@testing-library/react';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  contentClient.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const region = (name: string) => screen.getByRole('region', { name });
const headingsIn = (name: string) =>
  within(region(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the customer app page', () => {
  it('shows a loading message, then the hero, features, benefits and store links of the content', async () => {
    fakeApi({
      'GET /content/user-app': {
        body: {
          page: {
            title: 'ZamEats for customers',
            page_data: {
              hero_title: 'All your favourite local food in one app',
              hero_subtitle: 'Order from the best kitchens in your city.',
              hero_image: 'http://api.test/images/content/user-app-phone.svg',
              cta_text: 'Download the app',
              features: ['Browse menus near you', { title: 'Track your order', description: 'From kitchen to door.' }],
              benefits: [
                { icon: 'clock', title: 'Fast delivery', description: 'Hot meals fast.', color: 'blue' },
                { icon: 'shield', title: 'Secure payments', description: 'Protected.', color: 'green' },
                { icon: 'star', title: 'Rewards', description: 'Earn as you order.', color: 'yellow' },
              ],
              app_store_url: 'https://apps.apple.com/zm/app/zameats/id1',
              google_play_url: 'javascript:alert(1)',
            },
          },
        },
      },
    });
    await openPage('/user-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'All your favourite local food in one app' })).toBeInTheDocument();
    expect(screen.getByText('Order from the best kitchens in your city.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The customer app' })).toHaveAttribute('src', 'http://api.test/images/content/user-app-phone.svg');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '#download-app');

    const features = within(region('App Features')).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(['Browse menus near you', 'Track your orderFrom kitchen to door.']);
    expect(headingsIn('Why Use the App')).toEqual(['Fast delivery', 'Secure payments', 'Rewards']);
    expect(
      within(region('Why Use the App'))
        .getAllByRole('listitem')
        .map((card) => card.dataset.colour),
    ).toEqual(['blue', 'green', 'yellow']);

    const download = region('Download the App');
    const appStore = within(download).getByRole('link', { name: /App Store/ });
    // The name contains the words as shown, apart (WCAG 2.5.3 label in name).
    expect(appStore).toHaveAccessibleName('Download on the App Store (iOS)');
    expect(appStore).toHaveTextContent('Download on the App Store');
    expect(within(download).getByRole('link', { name: /Google Play/ })).toHaveTextContent('Get it on Google Play');
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/zm/app/zameats/id1');
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(appStore).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // A store link that is not http(s) is never used: the built-in listing stands in.
    expect(within(download).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=zm.co.zameats',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the logo when the hero image is broken', async () => {
    fakeApi({ 'GET /content/user-app': { body: { page: { page_data: { hero_image: 'http://api.test/broken.png' } } } } });
    await openPage('/user-app');
    const image = await screen.findByRole('img', { name: 'The customer app' });
    expect(image).toHaveAttribute('src', 'http://api.test/broken.png');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'The customer app' })).toHaveAttribute('src', BRAND_LOGO_IMAGE);
  });

  it('shows the built-in content, logging the failure only, when the content fails', async () => {
    fakeApi({ 'GET /content/user-app': 'network-error' });
    await openPage('/user-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Favourite Zambian Food, One Tap Away' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The customer app' })).toHaveAttribute('src', BRAND_LOGO_IMAGE);
    expect(headingsIn('Why Use the App')).toEqual(['Fast Delivery', 'Secure Payments', 'Rewards & Offers']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load user app content', expect.anything());
  });
});

describe('the merchant app page', () => {
  it('shows the content and sends both buttons to the contact form', async () => {
    fakeApi({
      'GET /content/merchant-app': {
        body: {
          page: {
            page_data: {
              hero_title: 'Grow your restaurant with ZamEats',
              cta_text: 'Register as a Merchant',
              benefits: [{ icon: 'trending-up', title: 'Boost Your Sales', description: 'Reach customers.' }],
              process_steps: [
                { step: 2, title: 'Set Up Menu' },
                { step: 1, title: 'Register' },
                { step: 3, title: 'Start Selling' },
              ],
            },
          },
        },
      },
    });
    await openPage('/merchant-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow your restaurant with ZamEats' })).toBeInTheDocument();
    expect(headingsIn('Why Partner with Us')).toEqual(['Boost Your Sales']);
    expect(headingsIn('How It Works')).toEqual(['Register', 'Set Up Menu', 'Start Selling']);
    expect(screen.getByRole('link', { name: 'Register as a Merchant' })).toHaveAttribute('href', '/contact?subject=Merchant+registration');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/contact?subject=Merchant+registration');
  });

  it('shows the built-in content when the content fails', async () => {
    fakeApi({ 'GET /content/merchant-app': { status: 500, body: {} } });
    await openPage('/merchant-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow Your Restaurant with ZamEats' })).toBeInTheDocument();
    expect(headingsIn('Why Partner with Us')).toEqual(['Boost Your Sales', 'Easy Management', 'Detailed Analytics', 'Competitive Fees']);
    expect(headingsIn('How It Works')).toEqual(['Register', 'Set Up Menu', 'Start Selling']);
    expect(consoleError).toHaveBeenCalledWith('Failed to load merchant app content', expect.anything());
  });
});

describe('the rider app page', () => {
  it('shows the content, the requirements and Apply as a Rider to the rider sign-up', async () => {
    fakeApi({
      'GET /content/rider-app': {
        body: {
          page: {
            page_data: JSON.stringify({
              hero_title: 'Earn on your own schedule',
              cta_text: 'Apply as a Rider',
              requirements: { rider: ['At least 18 years old', 'Valid ID'], vehicle: ['Valid insurance'] },
            }),
          },
        },
      },
    });
    await openPage('/rider-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn on your own schedule' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as a Rider' })).toHaveAttribute('href', '/rider/register');
    const rider = within(screen.getByRole('list', { name: 'Rider' })).getAllByRole('listitem');
    expect(rider.map((item) => item.textContent)).toEqual(['At least 18 years old', 'Valid ID']);
    const vehicle = within(screen.getByRole('list', { name: 'Vehicle' })).getAllByRole('listitem');
    expect(vehicle.map((item) => item.textContent)).toEqual(['Valid insurance']);
    expect(headingsIn('Why Ride with Us')).toEqual(['Flexible Hours', 'Competitive Pay', 'Smart Routing', 'Support & Safety']);
  });

  it('shows the built-in requirements and steps when the content fails', async () => {
    fakeApi({ 'GET /content/rider-app': { body: { error: 'Content unavailable' } } });
    await openPage('/rider-app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride with ZamEats' })).toBeInTheDocument();
    const rider = within(screen.getByRole('list', { name: 'Rider' })).getAllByRole('listitem');
    expect(rider.map((item) => item.textContent)).toEqual([
      'At least 18 years old',
      'Valid ID (NRC or passport)',
      'Smartphone with data',
      'Clean background check',
    ]);
    expect(headingsIn('How to Get Started')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Apply as a Rider' })).toHaveAttribute('href', '/rider/register');
    expect(consoleError).toHaveBeenCalledWith('Failed to load rider app content', expect.anything());
  });
});
