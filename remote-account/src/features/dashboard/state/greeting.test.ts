import { greetingFor, greetingLine, hourIn } from './greeting';

const at = (hours: number, minutes: number) => new Date(2025, 2, 12, hours, minutes).getHours();

describe('greetingFor', () => {
  it.each([
    [0, 0, 'Good Morning'],
    [11, 59, 'Good Morning'],
    [12, 0, 'Good Afternoon'],
    [17, 59, 'Good Afternoon'],
    [18, 0, 'Good Evening'],
    [23, 59, 'Good Evening'],
  ])('greets at %i:%i with %s', (hours, minutes, greeting) => {
    expect(greetingFor(at(hours, minutes))).toBe(greeting);
  });
});

describe('greetingLine', () => {
  it('adds the first name', () => {
    expect(greetingLine(9, 'Mwila')).toBe('Good Morning, Mwila');
  });

  it('is only the greeting without a first name', () => {
    expect(greetingLine(20, '  ')).toBe('Good Evening');
    expect(greetingLine(20, undefined)).toBe('Good Evening');
  });
});

describe('hourIn', () => {
  it("is the hour in the zone it is given, whatever the device's", () => {
    const at = Date.parse('2025-03-12T10:30:00Z');
    expect(hourIn(at, 'Africa/Lusaka')).toBe(12);
    expect(hourIn(at, 'UTC')).toBe(10);
    expect(hourIn(Date.parse('2025-03-12T23:30:00Z'), 'Africa/Lusaka')).toBe(1);
  });

  it("is the device's own hour without a zone", () => {
    expect(hourIn(new Date(2025, 2, 12, 17, 59).getTime())).toBe(17);
  });
});
