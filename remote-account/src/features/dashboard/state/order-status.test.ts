import { isSettled, needsLiveTracking, paymentBadge, statusLabel, trackerStages, trackerStepOf } from './order-status';

describe('statusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['processing', 'Preparing'],
    ['ontheway', 'On The Way'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['OnTheWay', 'On The Way'],
    ['PROCESSING', 'Preparing'],
  ])('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('shows an unknown status as it comes', () => {
    expect(statusLabel('refunded')).toBe('refunded');
  });
});

describe('the tracker', () => {
  it('has the four stages of the spec in order', () => {
    expect(trackerStages.map((stage) => stage.label)).toEqual(['Pending', 'Preparing', 'On The Way', 'Delivered']);
  });

  it.each([
    ['pending', 0],
    ['processing', 1],
    ['ONTHEWAY', 2],
    ['delivered', 3],
    ['cancelled', -1],
    ['refunded', -1],
  ])('puts %s on step %i', (status, step) => {
    expect(trackerStepOf(status)).toBe(step);
  });
});

describe('paymentBadge', () => {
  it('shows paid as a green Paid badge', () => {
    expect(paymentBadge('PAID')).toEqual({ label: 'Paid', tone: 'success', payable: false });
  });

  it('lets a pending payment be paid', () => {
    expect(paymentBadge('pending')).toEqual({ label: 'Pending', tone: 'warning', payable: true });
  });

  it('shows anything else as a yellow badge with its own text', () => {
    expect(paymentBadge('failed')).toEqual({ label: 'failed', tone: 'warning', payable: false });
    expect(paymentBadge('')).toEqual({ label: 'Unknown', tone: 'warning', payable: false });
  });
});

describe('live tracking', () => {
  it('settles only delivered and cancelled orders', () => {
    expect(['pending', 'processing', 'ontheway', 'delivered', 'Cancelled'].map(isSettled)).toEqual([false, false, false, true, true]);
  });

  it('follows the orders while any of them can still move', () => {
    expect(needsLiveTracking([])).toBe(false);
    expect(needsLiveTracking([{ status: 'delivered' }, { status: 'cancelled' }])).toBe(false);
    expect(needsLiveTracking([{ status: 'delivered' }, { status: 'ontheway' }])).toBe(true);
  });
});
