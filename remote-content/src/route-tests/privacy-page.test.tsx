import { openPage } from './open-page';
import { contentClient, DEFAULT_CONTACT_DETAILS } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { screen, within } from '@testing-library/react';

const companyInfo = {
  'GET /contact/info': {
    body: { success: true, data: { company_email: 'hello@zameats.test', company_phone: '+260 977 000 111', company_address: 'Cairo Road, Lusaka' } },
  },
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  contentClient.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('PolicyDocument', () => {
  it('loads first, then shows the sections and date of the content and the company contact details', async () => {
    fakeApi({
      ...companyInfo,
      'GET /content/privacy': {
        body: {
          page: {
            title: 'Privacy and Policies',
            page_data: { show_privacy_policy: true, last_updated: '2024-06-01', contact_email: 'support@zameats.co.zm' },
          },
        },
      },
    });
    await openPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Privacy Policy', 'Refund Policy', 'Terms of Service', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'Refund Policy' });
    expect(refund).toHaveTextContent('free of charge before the restaurant starts preparing it');
    expect(refund).toHaveTextContent('within 24 hours of receiving it');
    expect(refund).toHaveTextContent('5-7 business days to the original payment method');
    // The same details as /contact: the company info's, not another e-mail of the policy's own.
    const contactUs = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contactUs).getByRole('link', { name: 'hello@zameats.test' })).toHaveAttribute('href', 'mailto:hello@zameats.test');
    expect(within(contactUs).getByRole('link', { name: '+260 977 000 111' })).toHaveAttribute('href', 'tel:+260977000111');
    expect(within(contactUs).getByText('Address: Cairo Road, Lusaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms-of-service');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves out each section whose flag is false', async () => {
    fakeApi({
      ...companyInfo,
      'GET /content/privacy': {
        body: { page: { title: 'Policies', page_data: JSON.stringify({ show_privacy_policy: false, show_terms_of_service: 0 }) } },
      },
    });
    await openPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Refund Policy', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
  });

  it('shows the defaults, logging the failure only, when the content fails', async () => {
    fakeApi({ ...companyInfo, 'GET /content/privacy': { status: 500, body: { message: 'Down' } } });
    await openPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and Policies' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Privacy Policy', 'Refund Policy', 'Terms of Service', 'Contact Us']);
    expect(screen.getByText('Last updated: June 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@zameats.test' })).toHaveAttribute('href', 'mailto:hello@zameats.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load privacy content', expect.anything());
  });

  it("shows the policy's e-mail and the storefront's defaults when the company info fails too", async () => {
    fakeApi({
      'GET /contact/info': { status: 500, body: { message: 'Down' } },
      'GET /content/privacy': { body: { page: { title: 'Policies', page_data: { contact_email: 'privacy@zameats.test' } } } },
    });
    await openPage('/privacy');
    const contactUs = await screen.findByRole('region', { name: 'Contact Us' });
    expect(within(contactUs).getByRole('link', { name: 'privacy@zameats.test' })).toBeInTheDocument();
    expect(within(contactUs).getByRole('link', { name: DEFAULT_CONTACT_DETAILS.company_phone })).toBeInTheDocument();
    expect(within(contactUs).getByText(`Address: ${DEFAULT_CONTACT_DETAILS.company_address}`)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load contact content', expect.anything());
  });
});
