import { renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { OrderTracker } from './order-tracker';

function steps() {
  const list = screen.getByRole('list', { name: 'Order progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      current: item.getAttribute('aria-current'),
    }));
}

describe('OrderTracker', () => {
  it.each([
    ['pending', 0],
    ['processing', 1],
    ['ontheway', 2],
    ['delivered', 3],
  ])('marks the %s stage as the current step and the ones before as done', (status, current) => {
    renderWithProviders(<OrderTracker status={status} />);
    const labels = ['Pending', 'Preparing', 'On The Way', 'Delivered'];
    expect(steps()).toEqual(
      labels.map((label, index) => ({
        text: index < current ? `${label} (done)` : label,
        current: index === current ? 'step' : null,
      })),
    );
  });

  it('compares the status case-insensitively', () => {
    renderWithProviders(<OrderTracker status="OnTheWay" />);
    expect(steps()[2]?.current).toBe('step');
    expect(screen.getByText('On The Way', { selector: 'span' })).toBeInTheDocument();
  });

  it('takes a pickup order from the kitchen to the customer without an On The Way stage', () => {
    renderWithProviders(<OrderTracker status="delivered" orderType="pickup" />);
    expect(steps()).toEqual([
      { text: 'Pending (done)', current: null },
      { text: 'Preparing (done)', current: null },
      { text: 'Picked Up', current: 'step' },
    ]);
    expect(screen.queryByText('On The Way')).not.toBeInTheDocument();
  });

  it('shows a cancelled order as Cancelled with no stage reached', () => {
    renderWithProviders(<OrderTracker status="cancelled" />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(steps()).toEqual(['Pending', 'Preparing', 'On The Way', 'Delivered'].map((text) => ({ text, current: null })));
  });
});
