import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { showToastAtom, TOAST_DURATION_MS } from '../state/store';
import { ToastBar } from './toast-bar';

describe('ToastBar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the latest message and closes by itself after 3 seconds', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<ToastBar />);
    act(() => store.set(showToastAtom, 'Added Nshima to cart', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent('Added Nshima to cart');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its close action', async () => {
    const { store, user } = renderWithProviders(<ToastBar />);
    act(() => store.set(showToastAtom, 'Error processing order', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error processing order');
    const close = screen.getByRole('button', { name: 'Close message' });
    // A drawn cross, not a typed one: nothing for a screen reader to read besides the name.
    expect(close).toHaveTextContent(/^$/);
    await user.click(close);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
