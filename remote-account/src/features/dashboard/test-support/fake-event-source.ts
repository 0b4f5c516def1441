/**
 * A stand-in for the browser's EventSource, so a test plays the api's event streams: `send` is an
 * event from the server, `fail` the browser giving the stream up. jsdom has none, which is the
 * page without streams (it polls).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since installEventSource, oldest first. */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event of the stream (`data` as JSON), as the api does at each change. */
  send(type: string, data: unknown): void {
    if (this.closed) throw new Error(`${this.url} is closed: nothing reaches it`);
    this.readyState = FakeEventSource.OPEN;
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The browser gives the stream up (refused, or broken for good). */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatch(new Event('error'));
  }

  private dispatch(event: Event): void {
    this.listeners.get(event.type)?.forEach((listener) => listener(event));
  }
}

/** Gives the page an EventSource (the fake) until removeEventSource. */
export function installEventSource(): void {
  FakeEventSource.opened = [];
  Object.defineProperty(globalThis, 'EventSource', { configurable: true, writable: true, value: FakeEventSource });
}

export function removeEventSource(): void {
  Reflect.deleteProperty(globalThis, 'EventSource');
}

/** The one stream opened to `path` (under the api), failing the test when there is none. */
export function streamTo(path: string): FakeEventSource {
  const streams = FakeEventSource.opened.filter((stream) => stream.url.endsWith(path));
  const stream = streams[streams.length - 1];
  if (!stream) throw new Error(`No stream to ${path}; opened: ${FakeEventSource.opened.map((opened) => opened.url).join(', ') || 'none'}`);
  return stream;
}
