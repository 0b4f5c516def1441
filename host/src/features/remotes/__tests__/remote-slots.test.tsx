import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/contract';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forgetRemote } from '../load-remote-module';
import { keepServerReads, LAYOUT_ROUTE_ID, layoutLoader, neverReadAgain, renderRemoteSlot, type LayoutData } from '../remote-slots';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Slots inside the host's layout route, hydrated with what the server's layout loader answered. */
function InLayout({ children, served = { slots: {} } }: { children: ReactNode; served?: LayoutData }) {
  const router = createMemoryRouter(
    [{ id: LAYOUT_ROUTE_ID, path: '/', loader: keepServerReads, shouldRevalidate: neverReadAgain, element: <SlotProvider render={renderRemoteSlot}>{children}</SlotProvider> }],
    { hydrationData: { loaderData: { [LAYOUT_ROUTE_ID]: served } } },
  );
  return <RouterProvider router={router} />;
}

function FooterWidget({ initial }: { initial?: string }) {
  return <p>{initial ? `Links: ${initial}` : 'Reading the links...'}</p>;
}

beforeEach(() => {
  forgetRemote('shop');
  forgetRemote('content');
  loadRemoteMock.mockReset();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

it("fills a slot with its owner's widget and passes the slot's props", async () => {
  loadRemoteMock.mockResolvedValue({ default: ({ search }: { search?: string }) => <p>{`Meals matching ${search}`}</p> });
  render(
    <InLayout>
      <Slot name="meal-grid" search="nshima" />
    </InLayout>,
  );
  expect(await screen.findByText('Meals matching nshima')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('shop/MealGrid');
});

it('loads a slot below the fold that the server did not fill only as it comes near the viewport, and it reads for itself', async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  loadRemoteMock.mockResolvedValue({ default: FooterWidget });
  const { container } = render(
    <InLayout>
      <Slot name="footer-content" />
    </InLayout>,
  );
  expect(loadRemoteMock).not.toHaveBeenCalled();

  const observer = FakeIntersectionObserver.last;
  const spot = container.firstElementChild;
  if (!observer || !spot) throw new Error('the slot is not waiting for the viewport');
  expect(observer.observed.has(spot)).toBe(true);
  await act(async () => observer.show(spot));
  expect(await screen.findByText('Reading the links...')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('content/FooterContent');
});

/** What the server sends for the footer's slot when its read answered: the widget's HTML in the slot's element. */
function hydrateServedFooter(answer: string) {
  const container = document.createElement('div');
  container.innerHTML = `<div><p>Links: ${answer}</p></div>`;
  document.body.append(container);
  return render(
    <InLayout served={{ slots: { 'footer-content': answer } }}>
      <Slot name="footer-content" />
    </InLayout>,
    { container, hydrate: true },
  );
}

it("hydrates a section the server filled as sent, loading nothing, and shows its owner's widget with the server's answer once near", async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  const read = jest.fn(async () => 'read in the browser');
  loadRemoteMock.mockResolvedValue({ default: FooterWidget, read });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { container } = await act(async () => hydrateServedFooter('about, faq'));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByText('Links: about, faq')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.last;
    const section = container.firstElementChild;
    if (!observer || !section) throw new Error('the section is not waiting for the viewport');
    await act(async () => observer.show(section));
    expect(loadRemoteMock).toHaveBeenCalledWith('content/FooterContent');
    expect(screen.getAllByText('Links: about, faq')).toHaveLength(1);
    expect(read).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

it("keeps the server's HTML of a section whose owner cannot be loaded in the browser", async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  loadRemoteMock.mockRejectedValue(new Error('content is down'));
  const { container } = await act(async () => hydrateServedFooter('about, faq'));
  const observer = FakeIntersectionObserver.last;
  const section = container.firstElementChild;
  if (!observer || !section) throw new Error('the section is not waiting for the viewport');
  await act(async () => observer.show(section));
  expect(loadRemoteMock).toHaveBeenCalled();
  expect(screen.getByText('Links: about, faq')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

describe("the layout's loader on the server", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("answers the layout's slots' reads", async () => {
    loadRemoteMock.mockResolvedValue({ default: FooterWidget, read: async () => 'about, faq' });
    await expect(layoutLoader(300)()).resolves.toEqual({ slots: { 'footer-content': 'about, faq' } });
  });

  it('answers nothing for a read that failed or was late: the widget then reads in the browser', async () => {
    loadRemoteMock.mockResolvedValue({ default: FooterWidget, read: () => new Promise((resolve) => setTimeout(resolve, 1000, 'too late')) });
    const late = layoutLoader(300)();
    await jest.advanceTimersByTimeAsync(300);
    await expect(late).resolves.toEqual({ slots: {} });

    forgetRemote('content');
    loadRemoteMock.mockRejectedValue(new Error('content is down'));
    await expect(layoutLoader(300)()).resolves.toEqual({ slots: {} });
  });
});
