import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { ContentLink } from './content-link';

function renderLink(url: string | null, fallback?: string) {
  return renderWithProviders(
    <ContentLink url={url} fallback={fallback}>
      Open
    </ContentLink>,
  );
}

describe('ContentLink', () => {
  it('links a site path through the router, in this tab', () => {
    renderLink('/user-app');
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', '/user-app');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an http(s) address in a new tab cut off from this one', () => {
    renderLink('https://play.google.com/store');
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', 'https://play.google.com/store');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links nothing that is not safe to open, showing the fallback instead', () => {
    renderLink('javascript:alert(1)', 'Not linked');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Not linked')).toBeInTheDocument();
  });
});
