import { fakeApi } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { openPage } from './open-page';

describe('ContactPage', () => {
  it('shows Back to Home, the form with the subject of the address, and the other ways to reach us', async () => {
    fakeApi({ 'GET /contact/info': { body: { data: { company_email: 'hello@zameats.co.zm' } } } });
    await openPage('/contact', '/contact?subject=Merchant+registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Subject')).toHaveValue('Merchant registration');
    expect(screen.getByRole('region', { name: 'Other Ways to Reach Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hello@zameats.co.zm' })).toBeInTheDocument();
  });
});
