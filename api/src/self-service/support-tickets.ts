import { randomUUID } from 'node:crypto';
import type { SupportTicket } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';

/** Keeps a ticket for the support team, open; answers its uuid. */
export function insertSupportTicket(db: Db, ticket: SupportTicket): string {
  const uuid = randomUUID();
  db.prepare(
    'INSERT INTO support_tickets (uuid, name, email, order_number, issue_type, message) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(uuid, ticket.name, ticket.email, ticket.orderNumber?.trim() || null, ticket.issueType, ticket.message);
  return uuid;
}
