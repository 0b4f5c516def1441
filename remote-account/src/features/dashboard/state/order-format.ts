const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name an order at all: every order's id is a uuid. */
export function isOrderUuid(id: string): boolean {
  return ORDER_UUID.test(id);
}

/** The order id the customer sees: the first 6 characters of the uuid in upper case. */
export function shortOrderId(uuid: string): string {
  return uuid.slice(0, 6).toUpperCase();
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and zone, made once: making one is slow next to using it. */
function formatIn(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${options === DATE ? 'date' : 'date-time'} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** '12 Mar 2025' in `timeZone` (local time without one); a date the browser cannot read is shown as it came. */
export function formatOrderDate(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : formatIn(DATE, timeZone).format(date);
}

/** '12 Mar 2025, 14:05' in `timeZone` (local time without one); a date the browser cannot read is shown as it came. */
export function formatOrderDateTime(createdAt: string, timeZone?: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : formatIn(DATE_TIME, timeZone).format(date);
}

/** A `tel:` link for a phone number (digits and a leading +), or null when there is no number to call. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const NO_PHONE_MESSAGE = 'No phone number available';
