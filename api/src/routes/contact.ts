import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { readContactInfo, saveContactMessage } from '../content/contact-queries';
import { notFound } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';

export const CONTACT_SENT_MESSAGE = "Message sent successfully! We'll get back to you soon.";

function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/**
 * The contract's message, with messages that name the missing field (the answer's message is
 * shown to the customer as it is) and bounds on the short fields.
 */
const contactSubmitSchema = withTextLimits(
  z.extend(contactMessageSchema, {
    name: requiredText('Please enter your name.'),
    email: z.email({ error: 'Please enter a valid email address' }),
    subject: requiredText('Please enter a subject.'),
    message: requiredText('Please enter your message.').check(
      z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
    ),
  }),
  { name: 100, email: 254, subject: 200 },
);

/** The contact form and the company's details. */
export function registerContactRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/contact/submit', async (request) => {
    const message = parsePayload(contactSubmitSchema, request.body);
    await saveContactMessage(db, message);
    return { success: true, message: CONTACT_SENT_MESSAGE };
  });

  app.get('/contact/info', async () => {
    const info = await readContactInfo(db);
    if (!info) throw notFound('Contact details are not available');
    return { success: true, data: info };
  });
}
