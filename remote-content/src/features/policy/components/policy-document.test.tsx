import { contentClient } from '@storefront/shared';
import { fakeApi, renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import { PolicyDocument } from './policy-document';

const contact = { email: 'hello@zameats.test', phone: '+260 211 000 000', address: 'Cairo Road, Lusaka' };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  contentClient.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('PolicyDocument', () => {
  it('loads first, then shows the sections, date and contact e-mail of the content', async () => {
    fakeApi({
      'GET /content/privacy': {
        body: {
          page: {
            title: 'Privacy and Policies',
            page_data: { show_privacy_policy: true, last_updated: '2024-06-01', contact_email: 'support@zameats.co.zm' },
          },
        },
      },
    });
    renderWithProviders(<PolicyDocument contact={contact} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading policies...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Privacy Policy', 'Refund Policy', 'Terms of Service', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Refund Policy' });
    expect(refund).toHaveTextContent('free of charge before the restaurant starts preparing it');
    expect(refund).toHaveTextContent('within 24 hours of receiving it');
    expect(refund).toHaveTextContent('5-7 business days to the original payment method');
    const contactUs = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contactUs).getByRole('link', { name: 'support@zameats.co.zm' })).toHaveAttribute('href', 'mailto:support@zameats.co.zm');
    expect(within(contactUs).getByText('Address: Cairo Road, Lusaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms-of-service');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves out each section whose flag is false', async () => {
    fakeApi({
      'GET /content/privacy': {
        body: { page: { title: 'Policies', page_data: JSON.stringify({ show_privacy_policy: false, show_terms_of_service: 0 }) } },
      },
    });
    renderWithProviders(<PolicyDocument contact={contact} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Refund Policy', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
  });

  it('shows the defaults, logging the failure only, when the content fails', async () => {
    fakeApi({ 'GET /content/privacy': { status: 500, body: { message: 'Down' } } });
    renderWithProviders(<PolicyDocument contact={contact} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Privacy Policy', 'Refund Policy', 'Terms of Service', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@zameats.test' })).toHaveAttribute('href', 'mailto:hello@zameats.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load privacy content', expect.anything());
  });
});
