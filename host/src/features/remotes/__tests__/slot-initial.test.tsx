import { loadRemote } from '@module-federation/enhanced/runtime';
import { Slot, SlotProvider } from '@storefront/contract';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { forgetRemote, loadRemoteModule } from '../load-remote-module';
import { renderRemoteSlot } from '../remote-slots';
import { createSlotReads, rememberSlotAnswers, SlotReadsContext, type SlotReads } from '../slot-initial';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

describe('a page the server renders reads each slot once, within its budget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks a slot read once however often its widget renders, and hands over what it answered', async () => {
    const reads = createSlotReads(300);
    const read = jest.fn(async () => ({ meals: 3 }));
    const first = reads.answerOf('meal-grid:{}', read);
    expect(reads.answerOf('meal-grid:{}', read)).toBe(first);
    await expect(first).resolves.toEqual({ meals: 3 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(reads.answers()).toEqual({ 'meal-grid:{}': { meals: 3 } });
  });

  it('hands over nothing for a read that failed or was late: the widget then reads in the browser', async () => {
    const reads = createSlotReads(300);
    const failed = reads.answerOf('footer-content:{}', () => Promise.reject(new Error('down')));
    const late = reads.answerOf('meal-grid:{}', () => new Promise((resolve) => setTimeout(resolve, 1000, 'too late')));
    await jest.advanceTimersByTimeAsync(300);
    await expect(failed).resolves.toBeUndefined();
    await expect(late).resolves.toBeUndefined();
    expect(reads.answers()).toEqual({});
  });
});

function MealsWidget({ initial }: { initial?: string }) {
  return <p>{initial ? `Meals: ${initial}` : 'Reading the meals...'}</p>;
}

/** A server's reads whose answers are in: the render takes them at once. */
const answeredReads = (answer: string): SlotReads => ({
  answerOf: () => Object.assign(Promise.resolve(answer), { status: 'fulfilled', value: answer }),
  answers: () => ({ 'meal-grid:{}': answer }),
});

it('a slot whose owner reads arrives filled in from the server and hydrates as it was sent, without reading again; one shown later reads for itself', async () => {
  const read = jest.fn(async () => 'read in the browser');
  forgetRemote('shop');
  loadRemoteMock.mockResolvedValue({ default: MealsWidget, read });
  await loadRemoteModule('shop', './MealGrid');
  const slot = (
    <SlotProvider render={renderRemoteSlot}>
      <Slot name="meal-grid" />
    </SlotProvider>
  );
  const fromServer = renderToString(<SlotReadsContext value={answeredReads('nshima, beans')}>{slot}</SlotReadsContext>);
  expect(fromServer).toContain('Meals: nshima, beans');

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    rememberSlotAnswers({ 'meal-grid:{}': 'nshima, beans' });
    const container = document.createElement('div');
    container.innerHTML = fromServer;
    document.body.append(container);
    const { rerender } = await act(async () => render(slot, { container, hydrate: true }));
    expect(screen.getByText('Meals: nshima, beans')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();

    await act(async () =>
      rerender(
        <SlotProvider render={renderRemoteSlot}>
          <Slot name="meal-grid" />
          <Slot name="meal-grid" search="fish" />
        </SlotProvider>,
      ),
    );
    expect(screen.getByText('Meals: nshima, beans')).toBeInTheDocument();
    expect(screen.getByText('Reading the meals...')).toBeInTheDocument();
  } finally {
    errors.mockRestore();
    rememberSlotAnswers({});
  }
});
