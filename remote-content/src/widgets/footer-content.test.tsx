import { contentClient } from '@storefront/api-client';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import FooterContent, { read } from './footer-content';

const sections = [
  {
    id: 1,
    section_name: 'company',
    title: 'Company',
    section_type: 'links',
    is_active: true,
    sort_order: 1,
    links: [
      { text: 'About Us', url: '/about' },
      { text: 'Press kit', url: 'https://press.zameats.co.zm/kit' },
      { text: 'Sneaky', url: 'javascript:alert(document.cookie)' },
    ],
  },
  {
    id: 4,
    section_name: 'locations',
    title: 'Locations',
    section_type: 'locations',
    is_active: true,
    sort_order: 4,
    links: [{ text: 'Lusaka', url: '/menu' }],
  },
];

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The widget as the host shows it: with what its read answered. */
async function readAndShow() {
  const initial = await read();
  renderWithProviders(<FooterContent initial={initial} />);
}

describe('the FooterContent widget', () => {
  it('shows the sections and the contact from the content service', async () => {
    fakeApi({
      'GET /components/footer-sections/active': {
        body: { sections, contact: { email: 'hello@zameats.co.zm', phone: '+260 211 255 300' } },
      },
    });
    await readAndShow();

    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    const press = within(company).getByRole('link', { name: 'Press kit' });
    expect(press).toHaveAttribute('href', 'https://press.zameats.co.zm/kit');
    expect(press).toHaveAttribute('rel', 'noopener noreferrer');

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'hello@zameats.co.zm' })).toHaveAttribute('href', 'mailto:hello@zameats.co.zm');
    expect(within(contact).getByRole('link', { name: '+260 211 255 300' })).toHaveAttribute('href', 'tel:+260211255300');
    expect(screen.queryByText('Using default footer content')).not.toBeInTheDocument();
  });

  it('drops a link that is not http(s) or a site path', async () => {
    fakeApi({ 'GET /components/footer-sections/active': { body: { sections, contact: null } } });
    await readAndShow();
    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(within(company).queryByText('Sneaky')).not.toBeInTheDocument();
    expect(within(company).getAllByRole('link')).toHaveLength(2);
  });

  it("leaves the locations to the host's footer frame", async () => {
    fakeApi({ 'GET /components/footer-sections/active': { body: { sections, contact: null } } });
    await readAndShow();
    await screen.findByRole('navigation', { name: 'Company' });
    expect(screen.queryByRole('navigation', { name: 'Locations' })).not.toBeInTheDocument();
  });

  it("shows the default links with 'Using default footer content' when the footer fails", async () => {
    fakeApi({ 'GET /components/footer-sections/active': { status: 500 } });
    await readAndShow();
    expect(await screen.findByText('Using default footer content')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load footer content', expect.anything());
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Privacy and Policies' })).toHaveAttribute('href', '/privacy');
    const partners = screen.getByRole('navigation', { name: 'Partners' });
    expect(within(partners).getByRole('link', { name: 'Become A Rider' })).toHaveAttribute('href', '/rider-app');
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  });

  it("reads once for the host, and from what that read shows the links at once, reading nothing itself", async () => {
    const api = fakeApi({ 'GET /components/footer-sections/active': { body: { sections, contact: null } } });
    const initial = await read();
    expect(api.requests).toHaveLength(1);

    renderWithProviders(<FooterContent initial={initial} />);
    expect(within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(api.requests).toHaveLength(1);
  });

  it('shows placeholders until the host has read it, reading nothing itself', () => {
    const api = fakeApi({});
    renderWithProviders(<FooterContent />);
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading footer links');
  });
});
