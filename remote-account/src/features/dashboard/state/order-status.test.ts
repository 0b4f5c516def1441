import { canStillChange, hasRider, isSettled, needsLiveTracking, paymentBadge, statusLabel, trackerStages, trackerStepOf } from './order-status';

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

  it("shows an unknown status in the server's words, as a label", () => {
    expect(statusLabel('refunded')).toBe('Refunded');
  });

  it('never says On The Way for an order the customer collects or eats in', () => {
    expect(statusLabel('delivered', 'pickup')).toBe('Picked Up');
    expect(statusLabel('delivered', 'dine-in')).toBe('Served');
    expect(statusLabel('ontheway', 'pickup')).toBe('Preparing');
    expect(statusLabel('delivered', 'delivery')).toBe('Delivered');
  });
});

describe('the tracker', () => {
  it('has four stages for a delivery (or an order of no known type)', () => {
    expect(trackerStages('delivery').map((stage) => stage.label)).toEqual(['Pending', 'Preparing', 'On The Way', 'Delivered']);
    expect(trackerStages(null).map((stage) => stage.label)).toEqual(['Pending', 'Preparing', 'On The Way', 'Delivered']);
  });

  it('has three, without the ride, for pickup and dine-in', () => {
    expect(trackerStages('pickup').map((stage) => stage.label)).toEqual(['Pending', 'Preparing', 'Picked Up']);
    expect(trackerStages('DINE-IN').map((stage) => stage.label)).toEqual(['Pending', 'Preparing', 'Served']);
  });

  it.each([
    ['pending', 0],
    ['processing', 1],
    ['ontheway', 1],
    ['delivered', 2],
  ])('puts a pickup order that is %s on step %i', (status, step) => {
    expect(trackerStepOf(status, 'pickup')).toBe(step);
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

describe('hasRider', () => {
  it('is true only once a rider is assigned', () => {
    expect(hasRider(null)).toBe(false);
    expect(hasRider({ name: null, phone: null })).toBe(false);
    expect(hasRider({ name: 'Chanda', phone: null })).toBe(true);
  });
});

describe('paymentBadge', () => {
  it('shows paid as a green Paid badge', () => {
    expect(paymentBadge('PAID')).toEqual({ label: 'Paid', tone: 'success', payable: false });
  });

  it('says when the wallet paid', () => {
    expect(paymentBadge('paid', 'wallet')).toEqual({ label: 'Paid from wallet', tone: 'success', payable: false });
  });

  it('lets a pending payment be paid', () => {
    expect(paymentBadge('pending')).toEqual({ label: 'Pending', tone: 'warning', payable: true });
  });

  it("says where an unpaid order's mobile money prompt stands, still payable", () => {
    expect(paymentBadge('pending', null, 'pending')).toEqual({ label: 'Approve on phone', tone: 'warning', payable: true });
    expect(paymentBadge('pending', null, 'failed')).toEqual({ label: 'Payment failed', tone: 'warning', payable: true });
    expect(paymentBadge('pending', null, 'expired')).toEqual({ label: 'Prompt expired', tone: 'warning', payable: true });
    expect(paymentBadge('pending', null, 'cancelled')).toEqual({ label: 'Pending', tone: 'warning', payable: true });
  });

  it('shows Paid as soon as the mobile money payment is paid, before the order says so', () => {
    expect(paymentBadge('pending', null, 'paid')).toEqual({ label: 'Paid', tone: 'success', payable: false });
  });

  it('shows anything else as a yellow badge with its own text', () => {
    expect(paymentBadge('failed')).toEqual({ label: 'Failed', tone: 'warning', payable: false });
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

  it('follows a delivered or cancelled order while a mobile money prompt of it still waits', () => {
    expect(canStillChange({ status: 'processing', payment: null })).toBe(true);
    expect(canStillChange({ status: 'cancelled', payment: { status: 'pending' } })).toBe(true);
    expect(canStillChange({ status: 'cancelled', payment: { status: 'expired' } })).toBe(false);
    expect(canStillChange({ status: 'delivered', payment: { status: 'paid' } })).toBe(false);
    expect(needsLiveTracking([{ status: 'delivered' }, { status: 'cancelled', payment: { status: 'pending' } }])).toBe(true);
  });
});
