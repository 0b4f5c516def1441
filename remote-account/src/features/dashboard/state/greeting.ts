export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** The greeting for a local hour (0-23): before 12 morning, before 18 afternoon, else evening. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** 'Good Morning, Mwila'; just the greeting when the session has no first name. */
export function greetingLine(hour: number, firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `${greetingFor(hour)}, ${name}` : greetingFor(hour);
}

/** The hour (0-23) of `at` in `timeZone`, or in the device's own zone without one. */
export function hourIn(at: number, timeZone?: string): number {
  if (timeZone === undefined) return new Date(at).getHours();
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at);
  return Number(hour);
}
