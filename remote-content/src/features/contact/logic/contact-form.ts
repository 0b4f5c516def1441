import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageSchema, type ContactMessage } from '@storefront/api-client';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContactForm: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The contact form's outcome texts, in the product's exact wording: one for each outcome. */
export const CONTACT_SENT_NOTE = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

export type ContactValidation = { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * The contact rules (all four fields required, a valid e-mail address, a message
 * of at most 2000 characters), checked with the contract's schema; the first problem of each field.
 */
export function validateContactForm(values: ContactMessage): ContactValidation {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFields as readonly string[]).includes(field)) {
      const name = field as ContactField;
      errors[name] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** The live counter under the message: '123/2000'. */
export function messageCounterText(message: string): string {
  return `${message.length}/${CONTACT_MESSAGE_MAX_LENGTH}`;
}
