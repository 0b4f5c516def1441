import type { FastifyInstance } from 'fastify';
import { shortReference, supportTicketSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { insertSupportTicket } from '../self-service/support-tickets';

export const TICKET_RECEIVED_MESSAGE = 'Thank you! Our support team will reply within 24 hours.';

const ticketSchema = withTextLimits(supportTicketSchema, { name: 100, email: 254, orderNumber: 50, message: 5000 });

/** Support tickets from the support page's form: anyone may write, no account needed. */
export function registerSupportTicketRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/support/tickets', async (request, reply) => {
    const ticket = parsePayload(ticketSchema, request.body);
    const uuid = await insertSupportTicket(db, ticket);
    return reply
      .status(201)
      .send({ success: true, message: TICKET_RECEIVED_MESSAGE, data: { uuid, reference: shortReference('SUP', uuid) } });
  });
}
