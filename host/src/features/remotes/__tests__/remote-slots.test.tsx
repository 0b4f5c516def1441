import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { forgetRemote } from '../load-remote-module';
import { renderRemoteSlot } from '../remote-slots';

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
