import { cateringEventDate, cateringRequestSummary, cateringStatusLabel } from './catering-request-text';

describe('catering request text', () => {
  it('names each status in plain words and keeps an unknown one', () => {
    expect(cateringStatusLabel('new')).toBe('Received');
    expect(cateringStatusLabel('confirmed')).toBe('Confirmed');
    expect(cateringStatusLabel('on-hold')).toBe('on-hold');
  });

  it("shows the event's calendar day whatever the time zone, and an unreadable one as it came", () => {
    expect(cateringEventDate('2027-02-14')).toBe('14 Feb 2027');
    expect(cateringEventDate('soon')).toBe('soon');
  });

  it('sums up the bundle, the guests and the town', () => {
    expect(cateringRequestSummary({ bundle_title: 'Wedding Feast', bundle_id: 'b1', guest_count: 120, city: 'Lusaka' })).toBe(
      'Wedding Feast · 120 guests · Lusaka',
    );
    expect(cateringRequestSummary({ bundle_title: null, bundle_id: 'b1', guest_count: 1, city: 'Kitwe' })).toBe('Catering bundle · 1 guest · Kitwe');
  });
});
