import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { openPage } from './open-page';

const about = {
  page: {
    title: 'About ZamEats',
    content: '<p>ZamEats started in Lusaka in 2022.</p><script>alert(1)</script>',
    background_color: '#fff7ed',
    page_data: {
      show_vision_mission: true,
      show_team_focus: true,
      show_features: true,
      show_faqs: true,
      show_app_download: true,
      vision: 'Every great local kitchen reaches every hungry customer.',
      mission: 'Make ordering local food simple and fair.',
      principles: [{ title: 'Customers first', description: 'Good food, honest prices.' }],
    },
  },
  team_focus: [],
  features: [{ id: 1, title: 'Try The App', description: 'Order in a few taps.', link_url: '/user-app', link_text: 'Get the app' }],
  faqs: [{ id: 1, question: 'Where do you deliver?', answer: 'Lusaka and Kitwe.', is_featured: true, sort_order: 1 }],
  app_download: { title: 'Hungry? The app is quicker.', is_active: true },
};

const team = [
  { id: 2, title: 'Kitchen Partnerships', description: 'We help restaurants sell from day one.', sort_order: 2, is_active: true },
  { id: 1, title: 'Customer Experience', description: 'Support answers within minutes.', sort_order: 1, is_active: true },
];

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /content/about': { body: about },
    'GET /components/team-focus/active': { body: { team_focus: team } },
    ...routes,
  });
}

function withFlags(flags: Record<string, boolean>) {
  return { body: { ...about, page: { ...about.page, page_data: { ...about.page.page_data, ...flags } } } };
}

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AboutPage', () => {
  it('shows the title, the sanitised content and every section', async () => {
    serve();
    const { container } = await openPage('/about', '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About ZamEats' })).toBeInTheDocument();
    expect(await screen.findByText('ZamEats started in Lusaka in 2022.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();

    expect(screen.getByText('Every great local kitchen reaches every hungry customer.')).toBeInTheDocument();
    expect(screen.getByText('Customers first')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Customer Experience' })).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'What We Offer' });
    expect(within(offers).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/user-app');
    expect(screen.getByRole('heading', { level: 3, name: 'Where do you deliver?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();
    expect(screen.queryByText(/Using fallback content/)).not.toBeInTheDocument();
  });

  it.each([
    ['show_vision_mission', 'Vision and Principles'],
    ['show_team_focus', 'Our Team Focus'],
    ['show_features', 'What We Offer'],
    ['show_faqs', 'Frequently Asked Questions'],
    ['show_app_download', 'Hungry? The app is quicker.'],
  ])('hides the section when %s is false', async (flag, heading) => {
    serve({ 'GET /content/about': withFlags({ [flag]: false }) });
    await openPage('/about', '/about');
    await screen.findByRole('heading', { level: 1, name: 'About ZamEats' });
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  });

  it('selects one team item at a time, by click or arrow keys', async () => {
    serve();
    const { user } = await openPage('/about', '/about');
    const first = await screen.findByRole('tab', { name: 'Customer Experience' });
    const second = screen.getByRole('tab', { name: 'Kitchen Partnerships' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Support answers within minutes.');

    await user.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Kitchen Partnerships' })).toHaveTextContent('We help restaurants');

    await user.keyboard('{ArrowRight}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveFocus();
  });

  it('opens on the tab ?tab= names, as a page without the app asked for it; a tap is then answered in the page', async () => {
    serve();
    const { user } = await openPage('/about', '/about?tab=kitchen-partnerships');
    const second = await screen.findByRole('tab', { name: 'Kitchen Partnerships' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Kitchen Partnerships' })).toHaveTextContent('We help restaurants');

    const first = screen.getByRole('tab', { name: 'Customer Experience' });
    expect(first).toHaveAttribute('type', 'submit');
    expect(first).toHaveAttribute('name', 'tab');
    expect(first).toHaveAttribute('value', 'customer-experience');
    const form = first.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    const sent = jest.fn((event: Event) => event.preventDefault());
    form?.addEventListener('submit', sent);
    await user.click(first);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Customer Experience' })).toHaveTextContent('Support answers within minutes.');
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the default team with 'Using default team data' when the team fails", async () => {
    serve({ 'GET /components/team-focus/active': 'network-error' });
    await openPage('/about', '/about');
    expect(await screen.findByText('Using default team data')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
  });

  it("says 'No team information available' when there is none", async () => {
    serve({ 'GET /components/team-focus/active': { body: { team_focus: [] } } });
    await openPage('/about', '/about');
    expect(await screen.findByText('No team information available')).toBeInTheDocument();
  });

  it("says 'No FAQs available at the moment.' when the about content has none", async () => {
    serve({ 'GET /content/about': { body: { ...about, faqs: [] } } });
    await openPage('/about', '/about');
    expect(await screen.findByText('No FAQs available at the moment.')).toBeInTheDocument();
  });

  it("shows the defaults and the product's reason when the about content fails, never the failure's own words", async () => {
    serve({ 'GET /content/about': { body: { error: 'Content not found' } } });
    await openPage('/about', '/about');
    expect(await screen.findByText('Using fallback content. Error: Failed to load about content')).toBeInTheDocument();
    expect(screen.queryByText(/Content not found/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About ZamEats' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load about content', expect.anything());

    const offers = screen.getByRole('region', { name: 'What We Offer' });
    expect(within(offers).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Where do you deliver?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hungry? The app is quicker.' })).toBeInTheDocument();
    expect(screen.getByText('Our Vision')).toBeInTheDocument();
  });

  it('says nothing of an answer that is not JSON, only that the content did not load', async () => {
    serve({ 'GET /content/about': { status: 200 } });
    await openPage('/about', '/about');
    expect(await screen.findByText('Using fallback content. Error: Failed to load about content')).toBeInTheDocument();
    expect(screen.queryByText(/JSON/)).not.toBeInTheDocument();
  });

  it('shows the h1 and placeholders while the content loads', async () => {
    fakeApi({ 'GET /content/about': () => new Promise(() => undefined), 'GET /components/team-focus/active': () => new Promise(() => undefined) });
    await openPage('/about', '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Loading about content')).toBeInTheDocument();
    expect(screen.getByText('Loading team focus')).toBeInTheDocument();
  });
});
