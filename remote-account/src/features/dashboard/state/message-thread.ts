/** The order message box is a local simulation: nothing is sent to the server. */
export const AUTO_REPLY_TEXT = "Thank you for your message. We'll get back to you shortly.";
export const AUTO_REPLY_DELAY_MS = 1000;

export type MessageAuthor = 'customer' | 'vendor' | 'rider';

export interface ThreadMessage {
  id: number;
  from: MessageAuthor;
  text: string;
}

/** Who answers automatically: the rider while the order is on its way, otherwise the vendor. */
export function autoReplyFrom(status: string): 'rider' | 'vendor' {
  return status.trim().toLowerCase() === 'ontheway' ? 'rider' : 'vendor';
}

/** The customer's message as it goes into the thread, or null when there is nothing to send. */
export function customerMessageText(draft: string): string | null {
  const text = draft.trim();
  return text === '' ? null : text;
}

/** The automatic reply to a message sent while the order had `status`. */
export function autoReplyTo(status: string, id: number): ThreadMessage {
  return { id, from: autoReplyFrom(status), text: AUTO_REPLY_TEXT };
}

/** How each author is named in the thread. */
export function authorName(from: MessageAuthor, names: { vendor?: string | null; rider?: string | null }): string {
  if (from === 'customer') return 'You';
  if (from === 'rider') return names.rider?.trim() ? `${names.rider.trim()} (rider)` : 'Rider';
  return names.vendor?.trim() ? `${names.vendor.trim()} (vendor)` : 'Vendor';
}
