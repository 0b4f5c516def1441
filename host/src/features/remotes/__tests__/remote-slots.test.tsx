import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/contract';
import { renderWithProviders } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { forgetRemote } from '../load-remote-module';
import { renderRemoteSlot } from '../remote-slots';
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
