import { openPage } from './open-page';
import { fakeApi } from '@storefront/testing';
import { screen, within } from '@testing-library/react';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ContactChannels', () => {
  it('shows the company e-mail, phone and address and the http(s) links of a JSON string', async () => {
    fakeApi({
      'GET /contact/info': {
        body: {
          success: true,
          data: {
            company_email: 'hello@zameats.co.zm',
            company_phone: '+260 211 255 300',
            company_address: 'Plot 1234, Cairo Road, Lusaka, Zambia',
            company_social_media: JSON.stringify({
              facebook: 'https://www.facebook.com/zameats',
              linkedin: 'https://www.linkedin.com/company/zameats',
              instagram: 'javascript:alert(1)',
            }),
          },
        },
      },
    });
    await openPage('/contact');
    expect(await screen.findByRole('link', { name: 'hello@zameats.co.zm' })).toHaveAttribute('href', 'mailto:hello@zameats.co.zm');
    expect(screen.getByRole('link', { name: '+260 211 255 300' })).toHaveAttribute('href', 'tel:+260211255300');
    expect(screen.getByText('Plot 1234, Cairo Road, Lusaka, Zambia')).toBeInTheDocument();

    const follow = screen.getByRole('list', { name: 'Follow Us' });
    const links = within(follow).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/zameats',
      'https://www.linkedin.com/company/zameats',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(follow).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads links sent as an object', async () => {
    fakeApi({
      'GET /contact/info': { body: { data: { company_social_media: { x: 'https://x.com/zameats' } } } },
    });
    await openPage('/contact');
    expect(await screen.findByRole('link', { name: /^X/ })).toHaveAttribute('href', 'https://x.com/zameats');
  });

  it('shows the default details, logging the failure, when the info does not load', async () => {
    fakeApi({ 'GET /contact/info': { status: 500, body: { message: 'Down' } } });
    await openPage('/contact');
    expect(await screen.findByRole('link', { name: 'hello@zameats.co.zm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+260 211 255 300' })).toHaveAttribute('href', 'tel:+260211255300');
    expect(screen.getByText('Plot 1234, Cairo Road, Lusaka, Zambia')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load contact content', expect.anything());
  });
});
