import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { forgetRemote } from '../load-remote-module';
import { renderRemoteSlot } from '../remote-slots';
import { rememberSlotAnswers, SlotReadsContext, type SlotReads } from '../slot-initial';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

it("fills a slot with its owner's widget and passes the slot's props", async () => {
  forgetRemote('shop');
  loadRemoteMock.mockResolvedValue({ default: ({ search }: { search?: string }) => <p>{`Meals matching ${search}`}</p> });
  await act(async () => {
    renderWithProviders(
      <SlotProvider render={renderRemoteSlot}>
        <Slot name="meal-grid" search="nshima" />
      </SlotProvider>,
    );
  });
  expect(await screen.findByText('Meals matching nshima')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('shop/MealGrid');
});

it('loads a slot below the fold (the meal grid, the footer content) only as it comes near the viewport', async () => {
  forgetRemote('content');
  loadRemoteMock.mockClear();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  try {
    loadRemoteMock.mockResolvedValue({ default: () => <p>Follow us</p> });
    const { container } = renderWithProviders(
      <SlotProvider render={renderRemoteSlot}>
        <Slot name="footer-content" />
      </SlotProvider>,
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.last;
    const spot = container.firstElementChild;
    if (!observer || !spot) throw new Error('the slot is not waiting for the viewport');
    expect(observer.observed.has(spot)).toBe(true);
    await act(async () => observer.show(spot));
    expect(await screen.findByText('Follow us')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/FooterContent');
  } finally {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
});

it('sends a slot below the fold that has no content from the server as its spot, hydrates it as sent, and loads its remote as it comes near', async () => {
  forgetRemote('shop');
  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue({ default: () => <p>Meals near you</p> });
  const slot = (
    <SlotProvider render={renderRemoteSlot}>
      <Slot name="meal-grid" />
    </SlotProvider>
  );
  // The owner's widget reads in the browser: the server's read answers nothing.
  const unanswered: SlotReads = {
    answerOf: () => Object.assign(Promise.resolve(undefined), { status: 'fulfilled', value: undefined }),
    answers: () => ({}),
  };
  const fromServer = renderToString(<SlotReadsContext value={unanswered}>{slot}</SlotReadsContext>);
  expect(fromServer).not.toContain('Meals near you');

  loadRemoteMock.mockClear();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    rememberSlotAnswers({});
    const container = document.createElement('div');
    container.innerHTML = fromServer;
    document.body.append(container);
    await act(async () => render(slot, { container, hydrate: true }));
    expect(errors).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.last;
    const spot = container.firstElementChild;
    if (!observer || !spot) throw new Error('the slot is not waiting for the viewport');
    await act(async () => observer.show(spot));
    expect(await screen.findByText('Meals near you')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('shop/MealGrid');
  } finally {
    errors.mockRestore();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
});
