import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { FormAlert, LoadFailure } from './form-alert';

describe('FormAlert', () => {
  it('shows the message as an alert with the given id, and nothing without one', () => {
    const { rerender } = renderWithProviders(<FormAlert id="problem" message="Please select an address" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an address');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'problem');
    rerender(<FormAlert id="problem" message={undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoadFailure', () => {
  it('says what failed and loads again on Try again', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<LoadFailure message="Failed to load addresses" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load addresses');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
