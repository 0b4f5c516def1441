import { renderWithProviders } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderMessages } from './order-messages';

const REPLY = "Thank you for your message. We'll get back to you shortly.";

function setup(status: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<OrderMessages status={status} vendorName="Mama Kitchen" riderName="Chanda Phiri" />);
  const send = async (text: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  const messages = () =>
    within(screen.getByRole('log', { name: 'Conversation' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  return { send, messages };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('the order message box', () => {
  it('shows the message at once and the rider’s automatic reply one second later while the order is on its way', async () => {
    const { send, messages } = setup('ontheway');
    await send('Where are you?');
    expect(messages()).toEqual(['YouWhere are you?']);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    act(() => jest.advanceTimersByTime(999));
    expect(messages()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(messages()).toEqual(['YouWhere are you?', `Chanda Phiri (rider)${REPLY}`]);
  });

  it.each(['pending', 'processing', 'delivered', 'cancelled'])('has the vendor answer while the order is %s', async (status) => {
    const { send, messages } = setup(status);
    await send('Extra chilli please');
    act(() => jest.advanceTimersByTime(1000));
    expect(messages()).toEqual(['YouExtra chilli please', `Mama Kitchen (vendor)${REPLY}`]);
  });

  it('sends nothing when the message is blank, and nothing to the server at all', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const { send, messages } = setup('pending');
    await send('   ');
    act(() => jest.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    await send('Hello');
    act(() => jest.advanceTimersByTime(1000));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('drops a pending reply when the box closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(<OrderMessages status="pending" />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
