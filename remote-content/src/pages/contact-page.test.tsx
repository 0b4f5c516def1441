import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('shows Back to Home, the form with the subject of the address, and the other ways to reach us', async () => {
    fakeApi({ 'GET /contact/info': { body: { data: { company_email: 'hello@zameats.co.zm' } } } });
    renderWithProviders(<ContactPage />, { route: '/contact?subject=Merchant+registration' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Subject')).toHaveValue('Merchant registration');
    expect(screen.getByRole('region', { name: 'Other Ways to Reach Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hello@zameats.co.zm' })).toBeInTheDocument();
  });
});
