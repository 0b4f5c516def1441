/** @jest-environment node */
import { API_URL, useTestRuntime } from '@storefront/testing';
import { orderAnswer } from '../../test-support/fixtures';
import { followOrder, followOrders } from '../order-events';

/** What the tests need of a browser's EventSource: its address, its listeners, and a way to play the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: { data?: string }) => void>>();
  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  useTestRuntime();
  FakeEventSource.opened = [];
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('followOrder', () => {
  it('without EventSource, says at once that the page must poll', () => {
    const onUnavailable = jest.fn();
    followOrder('order-9', jest.fn(), onUnavailable);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it("opens the order's stream with the session cookie, hands on each order parsed, and stops on close", () => {
    Object.assign(globalThis, { EventSource: FakeEventSource });
    const onOrder = jest.fn();
    const onUnavailable = jest.fn();
    const stream = followOrder('order 9', onOrder, onUnavailable);
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe(`${API_URL}/orders/order%209/events`);
    expect(source?.init).toEqual({ withCredentials: true });

    source?.emit('order', { ...orderAnswer, payment_status: 'PAID' });
    source?.emit('order', { not: 'an order' });
    expect(onOrder).toHaveBeenCalledTimes(1);
    expect(onOrder.mock.calls[0]?.[0]).toMatchObject({ uuid: orderAnswer.uuid, payment_status: 'paid' });

    // A drop the browser retries by itself is not the end; a closed stream is.
    source?.emit('error');
    expect(onUnavailable).not.toHaveBeenCalled();
    if (source) source.readyState = FakeEventSource.CLOSED;
    source?.emit('error');
    expect(onUnavailable).toHaveBeenCalledTimes(1);

    stream.close();
    expect(source?.closed).toBe(true);
  });
});

describe('followOrders', () => {
  it("hands on the dashboard's list", () => {
    Object.assign(globalThis, { EventSource: FakeEventSource });
    const onOrders = jest.fn();
    followOrders(onOrders, jest.fn());
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe(`${API_URL}/orders/events`);
    source?.emit('orders', [orderAnswer]);
    expect(onOrders.mock.calls[0]?.[0]).toHaveLength(1);
  });
});
