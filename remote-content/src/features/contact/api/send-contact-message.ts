import { commandOutcome, submitContact, type CommandOutcome, type ContactMessage } from '@storefront/api-client';
import { CONTACT_FAILED, CONTACT_SENT_NOTE } from '../logic/contact-form';

/** Sends the contact form; the outcome carries the success text, the server's reason or the fixed failure text. */
export function sendContactMessage(message: ContactMessage): Promise<CommandOutcome> {
  return commandOutcome(() => submitContact(message), { succeeded: CONTACT_SENT_NOTE, failed: CONTACT_FAILED });
}
