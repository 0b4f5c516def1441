import { contentClient } from '@storefront/api-client';
import { fakeApi, FAKE_API_URL } from '@storefront/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { openPage } from './open-page';

const storeLinks = {
  app_store_url: 'https://apps.apple.com/zm/app/zameats/id6450000001',
  google_play_url: 'https://play.google.com/store/apps/details?id=zm.co.zameats',
  app_store_image: `${FAKE_API_URL}/images/badges/app-store.svg`,
  google_play_image: `${FAKE_API_URL}/images/badges/google-play.svg`,
};

const hero = {
  id: 1,
  title: 'Zambian flavours, delivered to your door',
  subtitle: 'Nshima, village chicken, braai and more.',
  description: 'Order in minutes, pay securely and follow your rider live.',
  ...storeLinks,
  background_image: `${FAKE_API_URL}/images/content/hero-market-table.svg`,
  background_color: '#fff7ed',
  text_color: '#1f2937',
  style_settings: { text_align: 'left' },
  animation_settings: { bike: { enabled: true }, cloud: { enabled: true, count: 3 } },
};

const homepage = {
  hero,
  appDownload: { title: 'Get the ZamEats app', subtitle: 'Faster ordering in your pocket.', ...storeLinks, is_active: true },
  appDownloadBanner: {
    title: 'Hungry? The app is quicker.',
    subtitle: 'Order, pay and track from your phone.',
    ...storeLinks,
    phone_image: `${FAKE_API_URL}/images/content/app-phone-mockup.svg`,
    background_color: '#c2410c',
    text_color: '#ffffff',
    is_active: true,
    animation_type: 'float',
  },
  features: [],
  highlights: [],
  faqs: [],
};

const featureCards = [
  { id: 1, title: 'Try The App', description: 'Order in a few taps.', link_url: '/user-app', link_text: 'Get the app' },
  { id: 2, title: 'Become A Merchant', description: 'Bring your kitchen online.', link_url: '/merchant-app', link_text: 'Partner with us' },
  { id: 3, title: 'Become A Rider', description: 'Choose your hours.', link_url: 'javascript:alert(1)', link_text: 'Start riding' },
];

const highlights = [
  { id: 2, title: 'Local favourites', description: 'Nshima and kapenta.', is_active: true, sort_order: 2 },
  { id: 1, title: 'Fast delivery', description: 'In 30 to 45 minutes.', is_active: true, sort_order: 1 },
  { id: 3, title: 'Retired', description: 'No longer offered.', is_active: false, sort_order: 3 },
];

const faqs = [
  { id: 1, question: 'Where do you deliver?', answer: 'Lusaka, Kitwe, Ndola and Livingstone.', is_featured: true, sort_order: 1 },
  { id: 2, question: 'How do I pay?', answer: '<p>With <strong>mobile money</strong> or a card.</p>', is_featured: true, sort_order: 2 },
];

type Routes = Parameters<typeof fakeApi>[0];

function serve(overrides: Routes = {}) {
  return fakeApi({
    'GET /content/homepage': { body: homepage },
    'GET /components/full-hero-sections/active': { body: { success: true, full_hero_section: hero } },
    'GET /components/feature-cards/active': { body: { features: featureCards } },
    'GET /components/highlight-cards/active': { body: { highlights } },
    'GET /components/faqs/featured': { body: { faqs } },
    ...overrides,
  });
}

function renderHome() {
  return openPage('/');
}

beforeEach(() => {
  contentClient.clear();
  // Content load failures are logged; the tests check what the page shows.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows every block from the content service, the meal grid slot under the one h1', async () => {
    serve();
    await renderHome();

    expect(await screen.findByRole('heading', { level: 2, name: hero.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore the restaurants near you');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('slot meal-grid')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Get the ZamEats app' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();

    const cards = await screen.findByRole('list', { name: 'Features' });
    expect(within(cards).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Try The App',
      'Become A Merchant',
      'Become A Rider',
    ]);
    expect(within(cards).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/user-app');

    const benefits = screen.getByRole('region', { name: 'Explore the benefits of our platform' });
    const shown = await within(benefits).findAllByRole('article');
    expect(shown.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Fast delivery', 'Local favourites']);

    expect(await screen.findByRole('heading', { level: 3, name: 'Where do you deliver?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing default/)).not.toBeInTheDocument();
  });

  it('makes each content call once', async () => {
    const api = serve();
    await renderHome();
    await screen.findByRole('heading', { level: 3, name: 'Where do you deliver?' });
    expect(api.sentTo('GET /components/full-hero-sections/active')).toHaveLength(1);
    expect(api.sentTo('GET /content/homepage')).toHaveLength(1);
    expect(api.unrouted).toEqual([]);
  });

  it('drops a card link that is not http(s) or a site path', async () => {
    serve();
    await renderHome();
    const card = await screen.findByRole('article', { name: 'Become A Rider' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/merchant-app');
  });

  it('opens the store badges in a new tab, cut off from the page', async () => {
    serve();
    await renderHome();
    const block = await screen.findByRole('region', { name: 'Get the ZamEats app' });
    const appStore = within(block).getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', storeLinks.app_store_url);
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a placeholder per block while it loads', async () => {
    fakeApi({
      'GET /content/homepage': () => new Promise(() => undefined),
      'GET /components/full-hero-sections/active': () => new Promise(() => undefined),
      'GET /components/feature-cards/active': () => new Promise(() => undefined),
      'GET /components/highlight-cards/active': () => new Promise(() => undefined),
      'GET /components/faqs/featured': () => new Promise(() => undefined),
    });
    await renderHome();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading the hero',
      'Loading the app download',
      'Loading features',
      'Loading highlights',
      'Loading FAQs',
      'Loading the app banner',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore the restaurants near you');
  });

  describe('when a block fails, it falls back on its own', () => {
    it('shows the default hero when the hero call fails', async () => {
      serve({ 'GET /components/full-hero-sections/active': { status: 500, body: { message: 'down' } } });
      await renderHome();
      expect(await screen.findByRole('heading', { level: 2, name: 'Zambian flavours, delivered to your door' })).toBeInTheDocument();
      expect(screen.queryByText('Error Loading Content')).not.toBeInTheDocument();
    });

    it("says 'Error Loading Content' when the service has no hero at all", async () => {
      serve({ 'GET /components/full-hero-sections/active': { body: { success: true, full_hero_section: null } } });
      await renderHome();
      expect(await screen.findByText('Error Loading Content')).toBeInTheDocument();
    });

    it('falls back to the brand art when the hero image is broken', async () => {
      serve();
      await renderHome();
      const picture = await screen.findByRole('img', { name: hero.title });
      expect(picture).toHaveAttribute('src', hero.background_image);
      fireEvent.error(picture);
      expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    });

    it('shows the three default cards with their notice when the features fail', async () => {
      serve({ 'GET /components/feature-cards/active': 'network-error' });
      await renderHome();
      expect(await screen.findByText('Unable to load latest features. Showing default content.')).toBeInTheDocument();
      const cards = screen.getByRole('list', { name: 'Features' });
      expect(within(cards).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/user-app');
      expect(within(cards).getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/merchant-app');
      expect(within(cards).getByRole('link', { name: 'Start riding' })).toHaveAttribute('href', '/rider-app');
    });

    it('shows the default highlights with their notice when the highlights fail', async () => {
      serve({ 'GET /components/highlight-cards/active': { status: 500 } });
      await renderHome();
      expect(await screen.findByText('Unable to load latest highlights. Showing default content.')).toBeInTheDocument();
      const benefits = screen.getByRole('region', { name: 'Explore the benefits of our platform' });
      expect(within(benefits).getAllByRole('article').length).toBeGreaterThan(0);
    });

    it('says there are no highlights when none is active', async () => {
      serve({ 'GET /components/highlight-cards/active': { body: { highlights: [highlights[2]] } } });
      await renderHome();
      expect(await screen.findByText('No highlights available at the moment.')).toBeInTheDocument();
    });

    it('shows the default questions with their notice when the FAQs fail', async () => {
      serve({ 'GET /components/faqs/featured': { body: { error: 'Content not found' } } });
      await renderHome();
      expect(await screen.findByText('Unable to load latest FAQs. Showing default questions.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Can I cancel an order?' })).toBeInTheDocument();
    });

    it('says there are no FAQs when the list is empty', async () => {
      serve({ 'GET /components/faqs/featured': { body: { faqs: [] } } });
      await renderHome();
      expect(await screen.findByText('No FAQs available at the moment.')).toBeInTheDocument();
    });
  });

  describe('when the homepage content fails', () => {
    it("says 'Oops! Something went wrong' with the message, keeps the other blocks, and shows the default banners", async () => {
      serve({ 'GET /content/homepage': { status: 500 } });
      await renderHome();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Oops! Something went wrong');
      expect(alert).toHaveTextContent('Failed to load homepage content');
      expect(console.error).toHaveBeenCalledWith('Failed to load homepage content', expect.anything());
      expect(screen.getByRole('heading', { name: 'Get the ZamEats app' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: hero.title })).toBeInTheDocument();
    });

    it('loads it again on Try Again', async () => {
      let calls = 0;
      const api = serve({
        'GET /content/homepage': () => {
          calls += 1;
          return calls === 1 ? { status: 503 } : { body: { ...homepage, appDownload: { title: 'Now from the service' } } };
        },
      });
      const { user } = await renderHome();
      await screen.findByText('Oops! Something went wrong');
      // A GET form for the page again, which the browser sends before the app is in; not once it is.
      const tryAgain = screen.getByRole('button', { name: 'Try Again' });
      expect(tryAgain).toHaveAttribute('type', 'submit');
      expect(tryAgain.closest('form')).toHaveAttribute('method', 'get');
      const sent = jest.fn((event: Event) => event.preventDefault());
      tryAgain.closest('form')?.addEventListener('submit', sent);
      await user.click(tryAgain);
      expect(sent).not.toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Now from the service' })).toBeInTheDocument();
      expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
      expect(api.sentTo('GET /content/homepage')).toHaveLength(2);
    });
  });
});
