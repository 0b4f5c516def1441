import { randomUUID } from 'node:crypto';
import type { SupportTicket } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';

/** Keeps a ticket for the support team, open; answers its uuid. */
export async function insertSupportTicket(db: Db, ticket: SupportTicket): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('support_tickets')
    .values({
      uuid,
      name: ticket.name,
      email: ticket.email,
      order_number: ticket.orderNumber?.trim() || null,
      issue_type: ticket.issueType,
      message: ticket.message,
    })
    .execute();
  return uuid;
}
