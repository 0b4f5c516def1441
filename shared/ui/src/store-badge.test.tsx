import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { StoreBadge } from './store-badge';

describe('StoreBadge', () => {
  it("draws the App Store's mark beside 'Download on the App Store', named by the words it shows", () => {
    renderWithProviders(<StoreBadge store="App Store" url="https://apps.apple.com/zm/app/zameats/id1" />);
    const badge = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(badge).toHaveAttribute('href', 'https://apps.apple.com/zm/app/zameats/id1');
    expect(badge).toHaveAttribute('target', '_blank');
    expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    // A drawn mark, not an empty placeholder picture, and hidden from screen readers.
    const mark = badge.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(badge.querySelector('img')).toBeNull();
  });

  it("draws Google Play's own mark, not the App Store's", () => {
    renderWithProviders(
      <>
        <StoreBadge store="App Store" url="https://apps.apple.com/x" />
        <StoreBadge store="Google Play" url="https://play.google.com/store/apps/details?id=x" />
      </>,
    );
    const play = screen.getByRole('link', { name: 'Get it on Google Play' });
    const apple = screen.getByRole('link', { name: 'Download on the App Store' });
    const shape = (link: HTMLElement) => [...link.querySelectorAll('svg path')].map((path) => path.getAttribute('d')).join();
    expect(shape(play)).not.toBe('');
    expect(shape(play)).not.toBe(shape(apple));
  });

  it('takes a longer name that starts with the shown words', () => {
    renderWithProviders(<StoreBadge store="Google Play" url="https://play.google.com/x" label="Get it on Google Play (opens in a new tab)" />);
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveTextContent('Get it on Google Play');
  });

  it('leads to a page of the site through the router, and shows nothing for a link that cannot be followed', () => {
    renderWithProviders(
      <>
        <StoreBadge store="App Store" url="/user-app" />
        <StoreBadge store="Google Play" url="javascript:alert(1)" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', '/user-app');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });
});
