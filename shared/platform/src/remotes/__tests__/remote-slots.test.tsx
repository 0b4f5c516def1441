import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { forgetRemote } from '../load-remote-module';
import { knowRoutes } from '../page-routes';
import { keepServerReads, LAYOUT_ROUTE_ID, layoutLoader, neverReadAgain, renderRemoteSlot, SLOT_READ_ROUTE, type LayoutData } from '../remote-slots';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** The host's browser routes around `children`, hydrated with what the server's layout loader answered; a page whose form the host's action answers. */
function layoutRouter(children: ReactNode, served: LayoutData = { slots: {} }) {
  const layout = <SlotProvider render={renderRemoteSlot}>{children}</SlotProvider>;
  return createMemoryRouter(
    [
      SLOT_READ_ROUTE,
      {
        id: LAYOUT_ROUTE_ID,
        loader: keepServerReads,
        shouldRevalidate: neverReadAgain,
        element: layout,
        children: [
          { path: '/profile', action: () => null, element: null },
          { path: '*', element: null },
        ],
      },
    ],
    { hydrationData: { loaderData: { [LAYOUT_ROUTE_ID]: served } } },
  );
}

function InLayout({ children }: { children: ReactNode }) {
  return <RouterProvider router={layoutRouter(children)} />;
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

it("fills a slot with its owner's widget and passes the slot's props (an owner with no read: no read)", async () => {
  loadRemoteMock.mockResolvedValue({ default: ({ search }: { search?: string }) => <p>{`Meals matching ${search}`}</p> });
  render(
    <InLayout>
      <Slot name="meal-grid" search="nshima" />
    </InLayout>,
  );
  expect(await screen.findByText('Meals matching nshima')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('shop/MealGrid');
});

it('loads a slot below the fold that the server did not fill only as it comes near the viewport, then reads it', async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  loadRemoteMock.mockResolvedValue({ default: FooterWidget, read: async () => 'about, faq' });
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
  expect(await screen.findByText('Links: about, faq')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('content/FooterContent');
});

describe("a slot's read in the browser", () => {
  function MealsWidget({ search, initial }: { search?: string; initial?: string[] }) {
    return <p>{initial ? `Meals: ${initial.filter((meal) => meal.includes(search ?? '')).join(', ')}` : 'Loading meals...'}</p>;
  }

  it("is done by the router, once, with the slot's props, and its answer is the widget's", async () => {
    const read = jest.fn(async (_props: { search?: string }) => ['nshima', 'kapenta']);
    loadRemoteMock.mockResolvedValue({ default: MealsWidget, read });
    render(
      <InLayout>
        <Slot name="meal-grid" search="nshima" />
      </InLayout>,
    );
    expect(await screen.findByText('Loading meals...')).toBeInTheDocument();
    expect(await screen.findByText('Meals: nshima')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith({ search: 'nshima' });
  });

  it('runs again when the page asks (revalidate), not after every form sent, nor when the page changes', async () => {
    let meals = ['nshima'];
    const read = jest.fn(async () => meals);
    loadRemoteMock.mockResolvedValue({ default: MealsWidget, read });
    const router = layoutRouter(<Slot name="meal-grid" />);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Meals: nshima')).toBeInTheDocument();

    meals = ['nshima', 'kapenta'];
    await act(() => router.navigate('/menu'));
    await act(() => router.navigate('/profile', { formMethod: 'post', formData: new FormData() }));
    expect(read).toHaveBeenCalledTimes(1);

    await act(() => router.revalidate());
    expect(await screen.findByText('Meals: nshima, kapenta')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows the failure with Retry in the slot when the read throws, and Retry reads again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = jest.fn().mockRejectedValueOnce(new Error('shop is down')).mockResolvedValue(['nshima']);
    loadRemoteMock.mockResolvedValue({ default: MealsWidget, read });
    render(
      <InLayout>
        <Slot name="meal-grid" />
      </InLayout>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load this section right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Meals: nshima')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('The meal-grid slot could not be read', expect.any(Error));
    errors.mockRestore();
  });
});

/** What the server sends for the footer's slot when its read answered: the widget's HTML in the slot's element. */
function hydrateServedFooter(html: string) {
  const container = document.createElement('div');
  container.innerHTML = `<div>${html}</div>`;
  document.body.append(container);
  const router = layoutRouter(<Slot name="footer-content" />, { slots: { 'footer-content': 'served' } });
  return { ...render(<RouterProvider router={router} />, { container, hydrate: true }), router };
}

it('hydrates a section the server filled as sent, loading nothing, and its links open their pages through the router', async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  FakeIntersectionObserver.forgetLast();
  knowRoutes({ content: ['/about'] });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { router } = await act(async () => hydrateServedFooter('<a href="/about">About Us</a>'));
    expect(errors).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.last).toBeUndefined();
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

it("gives a slot shown after the page hydrated (the phone's menu) the server's answer, so it reads nothing", async () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  const read = jest.fn(async () => 'read in the browser');
  loadRemoteMock.mockResolvedValue({ default: FooterWidget, read });
  const { container } = render(<RouterProvider router={layoutRouter(<Slot name="footer-content" />, { slots: { 'footer-content': 'about, faq' } })} />);
  const observer = FakeIntersectionObserver.last;
  const spot = container.firstElementChild;
  if (!observer || !spot) throw new Error('the slot is not waiting for the viewport');
  await act(async () => observer.show(spot));
  expect(await screen.findByText('Links: about, faq')).toBeInTheDocument();
  expect(read).not.toHaveBeenCalled();
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
