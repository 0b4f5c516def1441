/**
 * The seed writes the openings' closing days relative to the day it runs, so a fresh database
 * always has openings still to apply for, whatever the calendar says. The blog's posts are dated
 * within the footer's year (brand.ts), and everything else is fixed, so two seeds of the same day
 * hold the same data.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC of `day`'s UTC date: the seed counts whole days from there. */
function startOfUtcDay(day: Date): number {
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** The UTC date `days` after `today` (before it when negative), as YYYY-MM-DD. */
export function isoDayFrom(today: Date, days: number): string {
  return new Date(startOfUtcDay(today) + days * dayMs).toISOString().slice(0, 10);
}

/** `days` before `today` at `hour`:00 UTC, as an ISO timestamp ('2025-03-04T08:00:00Z'). */
export function isoTimeDaysAgo(today: Date, days: number, hour = 8): string {
  return `${isoDayFrom(today, -days)}T${String(hour).padStart(2, '0')}:00:00Z`;
}
