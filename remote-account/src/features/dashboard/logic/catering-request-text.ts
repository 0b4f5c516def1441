import type { CateringRequest } from '@storefront/api-client';

const statusLabels: Record<string, string> = {
  new: 'Received',
  contacted: 'We have been in touch',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** A request's status as the customer reads it; one this page does not know is shown as it came. */
export function cateringStatusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

const eventDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '14 Feb 2027' for the event's day (a calendar date, so read and shown in UTC); shown as it came when unreadable. */
export function cateringEventDate(eventDate: string): string {
  const date = new Date(`${eventDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? eventDate : eventDateFormat.format(date);
}

/** 'Wedding Feast · 120 guests · Lusaka': what the request was for, in one line. */
export function cateringRequestSummary(request: Pick<CateringRequest, 'bundle_title' | 'bundle_id' | 'guest_count' | 'city'>): string {
  const guests = `${request.guest_count} ${request.guest_count === 1 ? 'guest' : 'guests'}`;
  return [request.bundle_title ?? 'Catering bundle', guests, request.city].join(' · ');
}
