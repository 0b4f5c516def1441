import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { BackLink } from './page-heading';

describe('BackLink', () => {
  it('is named by its words alone: the arrow before them is a picture screen readers skip', () => {
    renderWithProviders(<BackLink to="/careers">Back to Careers</BackLink>);
    const link = screen.getByRole('link', { name: 'Back to Careers' });
    expect(link).toHaveAttribute('href', '/careers');
    expect(link).toHaveTextContent(/^Back to Careers$/);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
