import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { openPage } from './open-page';

const faqs = [
  { id: 2, question: 'How do I pay?', answer: 'With mobile money or a card.', is_featured: true, sort_order: 2 },
  { id: 1, question: 'Where do you deliver?', answer: 'Lusaka, Kitwe, Ndola and Livingstone.', is_featured: true, sort_order: 1 },
];

const banner = { title: 'Hungry? The app is quicker.', subtitle: 'Order from your phone.', is_active: true };

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /content/faqs': {
      body: { page: { title: 'Frequently Asked Questions', page_data: { subtitle: 'Everything about ordering.' } }, faqs },
    },
    'GET /content/app-download': { body: { app_download: banner } },
    ...routes,
  });
}

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('FaqPage', () => {
  it('has a back link, the questions in their order as an accordion, and the banner', async () => {
    serve();
    const { user } = await openPage('/faq', '/faq');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(await screen.findByText('Everything about ordering.')).toBeInTheDocument();

    const questions = [...document.querySelectorAll('details > summary')];
    expect(questions.map((question) => question.textContent)).toEqual(['Where do you deliver?', 'How do I pay?']);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    await user.click(questions[1]!);
    await waitFor(() => expect(questions[1]!.closest('details')).toHaveAttribute('open'));

    expect(await screen.findByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();
  });

  it('shows the default questions with the notice, and the default banner, when the content fails', async () => {
    serve({ 'GET /content/faqs': { status: 500 }, 'GET /content/app-download': 'network-error' });
    await openPage('/faq', '/faq');
    expect(await screen.findByText('Unable to load latest FAQs. Showing default questions.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How do refunds work?' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load FAQ content', expect.anything());
    expect(await screen.findByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();
  });

  it('says when there are no questions', async () => {
    serve({ 'GET /content/faqs': { body: { page: null, faqs: [] } } });
    await openPage('/faq', '/faq');
    expect(await screen.findByText('No FAQs available at the moment.')).toBeInTheDocument();
  });

  it('shows no banner when the service switched it off', async () => {
    serve({ 'GET /content/app-download': { body: { app_download: { ...banner, is_active: false } } } });
    await openPage('/faq', '/faq');
    await screen.findByRole('heading', { level: 3, name: 'How do I pay?' });
    expect(screen.queryByRole('heading', { name: 'Hungry? The app is quicker.' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the app banner')).not.toBeInTheDocument();
  });
});
