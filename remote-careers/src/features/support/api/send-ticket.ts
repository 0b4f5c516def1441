import { shortReference, submitSupportTicket, type SupportTicket } from '@storefront/api-client';
import { ticketFailureMessage, ticketPayload } from '../logic/support-content';

/** A sent ticket carries the reference the customer can quote to the support team. */
export type TicketOutcome = { ok: true; reference: string } | { ok: false; message: string };

/** Sends the ticket; a failure carries the server's reason or the failure text. */
export async function sendTicket(ticket: SupportTicket): Promise<TicketOutcome> {
  try {
    const receipt = await submitSupportTicket(ticketPayload(ticket));
    return { ok: true, reference: receipt.data.reference ?? shortReference('SUP', receipt.data.uuid) };
  } catch (error) {
    return { ok: false, message: ticketFailureMessage(error) };
  }
}
