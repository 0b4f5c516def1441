import { isoDayFrom, isoTimeDaysAgo } from './seed-dates';

describe('seed dates', () => {
  const today = new Date('2030-03-15T22:30:00Z');

  it('counts whole days from the UTC date of the seed day', () => {
    expect(isoDayFrom(today, 0)).toBe('2030-03-15');
    expect(isoDayFrom(today, 21)).toBe('2030-04-05');
    expect(isoDayFrom(today, -15)).toBe('2030-02-28');
    // Across a year's end and a leap day.
    expect(isoDayFrom(new Date('2031-12-20T00:00:00Z'), 14)).toBe('2032-01-03');
    expect(isoDayFrom(new Date('2032-02-27T12:00:00Z'), 2)).toBe('2032-02-29');
  });

  it('gives a moment some days back at a fixed hour', () => {
    expect(isoTimeDaysAgo(today, 4)).toBe('2030-03-11T08:00:00Z');
    expect(isoTimeDaysAgo(today, 31, 17)).toBe('2030-02-12T17:00:00Z');
  });
});
