const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name an order at all: every order's id is a uuid. */
export function isOrderUuid(id: string): boolean {
  return ORDER_UUID.test(id);
}

/** The order id the customer sees: the first 6 characters of the uuid in upper case. */
export function shortOrderId(uuid: string): string {
  return uuid.slice(0, 6).toUpperCase();
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '12 Mar 2025' in local time; a date the browser cannot read is shown as it came. */
export function formatOrderDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dateFormat.format(date);
}

/** '12 Mar 2025, 14:05' in local time; a date the browser cannot read is shown as it came. */
export function formatOrderDateTime(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : dateTimeFormat.format(date);
}

/** A `tel:` link for a phone number (digits and a leading +), or null when there is no number to call. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const NO_PHONE_MESSAGE = 'No phone number available';
