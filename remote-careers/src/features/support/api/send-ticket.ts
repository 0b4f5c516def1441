import { submitSupportTicket, type SupportTicket } from '@storefront/api-client';
import { ticketFailureMessage, ticketPayload } from '../logic/support-content';

export type TicketOutcome = { ok: true } | { ok: false; message: string };

/** Sends the ticket; a failure carries the server's reason or the failure text. */
export async function sendTicket(ticket: SupportTicket): Promise<TicketOutcome> {
  try {
    await submitSupportTicket(ticketPayload(ticket));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: ticketFailureMessage(error) };
  }
}
