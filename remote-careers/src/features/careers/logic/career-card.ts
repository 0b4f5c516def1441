import type { Career } from '@storefront/api-client';
import type { LoadState } from '@storefront/ui';

/** The careers page's fixed texts, in the product's exact wording. */
export const CAREERS_MESSAGES = {
  fallback: 'Unable to load current job openings. Showing default positions.',
  empty: 'No positions are currently available.',
  emptyHint: 'Check back soon for new opportunities!',
  /** Logged: a failed load is logged, then the defaults show. */
  loadFailed: 'Failed to load careers',
} as const;

/** The type badge when a job names none. */
export const DEFAULT_JOB_TYPE_LABEL = 'Full-time';

/** Benefits shown per job; the rest are counted as '+N more'. */
export const BENEFITS_SHOWN = 3;

/** The type badge: `type`, else `job_type`, else Full-time (blank values count as none). */
export function jobTypeOf(job: { type?: string | null; job_type?: string | null }): string {
  return job.type?.trim() || job.job_type?.trim() || DEFAULT_JOB_TYPE_LABEL;
}

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'ZMW 4,500 - 7,000' when both ends of the range exist; null otherwise. */
export function salaryText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min === null || min === undefined || max === null || max === undefined) return null;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  return `ZMW ${amountFormat.format(min)} - ${amountFormat.format(max)}`;
}

export interface BenefitsPreview {
  shown: string[];
  /** How many were left out. */
  more: number;
  /** '+2 more', or null when none were left out. */
  moreText: string | null;
}

/** At most three benefits (blank ones dropped), and how many more there are. */
export function benefitsPreview(benefits: readonly string[], limit: number = BENEFITS_SHOWN): BenefitsPreview {
  const named = benefits.map((benefit) => benefit.trim()).filter((benefit) => benefit !== '');
  const shown = named.slice(0, limit);
  const more = named.length - shown.length;
  return { shown, more, moreText: more > 0 ? `+${more} more` : null };
}

// Deadlines are dates without a time; read in UTC they never move to the day before.
// Made on first use: building a date format loads its locale's data, a task of its own on a phone,
// which every page importing this module would otherwise pay.
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = () => (dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** 'Apply by: March 31, 2026'; a value that is not a date is shown as it came; null without one. */
export function deadlineText(deadline: string | null | undefined): string | null {
  const value = deadline?.trim();
  if (!value) return null;
  const time = Date.parse(value);
  return `Apply by: ${Number.isNaN(time) ? value : longDate().format(time)}`;
}

/** '(1 position available)', '(7 positions available)'. */
export function positionsAvailableText(count: number): string {
  return `(${count} ${count === 1 ? 'position' : 'positions'} available)`;
}

/** The link of a card's Apply Now. */
export function applyLink(id: string | number): string {
  return `/apply?position=${encodeURIComponent(String(id))}`;
}

export type OpeningsView =
  | { status: 'loading' }
  | { status: 'shown'; jobs: readonly Career[]; notice: string | null; countText: string | null }
  | { status: 'empty'; message: string; hint: string };

function shownOrEmpty(jobs: readonly Career[], notice: string | null, countText: string | null): OpeningsView {
  return jobs.length > 0
    ? { status: 'shown', jobs, notice, countText }
    : { status: 'empty', message: CAREERS_MESSAGES.empty, hint: CAREERS_MESSAGES.emptyHint };
}

/**
 * What the openings block shows: skeletons while loading; the defaults with the
 * yellow notice when the load fails; the server's openings with their count when there is at
 * least one, else the defaults (server jobs replace the defaults only when one exists); the empty
 * message when there is nothing to show at all.
 */
export function openingsView(state: LoadState<readonly Career[]>, defaults: readonly Career[]): OpeningsView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return shownOrEmpty(defaults, CAREERS_MESSAGES.fallback, null);
  if (state.data.length > 0) return shownOrEmpty(state.data, null, positionsAvailableText(state.data.length));
  return shownOrEmpty(defaults, null, null);
}
