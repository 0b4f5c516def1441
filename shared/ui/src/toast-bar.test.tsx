import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TOAST_DURATION_MS, ToastBar, type ToastMessage } from './toast-bar';

/** The bar as a page wires it: the page keeps the message and clears it on close. */
function Page({ first }: { first: ToastMessage }) {
  const [toast, setToast] = useState<ToastMessage | null>(first);
  return <ToastBar toast={toast} onClose={() => setToast(null)} />;
}

describe('ToastBar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the message and closes by itself after 3 seconds', () => {
    jest.useFakeTimers();
    render(<Page first={{ id: 1, message: 'Added Nshima to cart', tone: 'success' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Added Nshima to cart');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its close action', async () => {
    const user = userEvent.setup();
    render(<Page first={{ id: 1, message: 'Error processing order', tone: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error processing order');
    const close = screen.getByRole('button', { name: 'Close message' });
    // A drawn cross, not a typed one: nothing for a screen reader to read besides the name.
    expect(close).toHaveTextContent(/^$/);
    await user.click(close);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
