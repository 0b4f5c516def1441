import type { z } from 'zod';
import type { ContactMessage, contactInfoSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';

/** The company's details as the storefront parses them; the social links as an object. */
export type ContactInfoAnswer = z.input<typeof contactInfoSchema>;

/** The one row of company details, or null before any were stored. */
export async function readContactInfo(db: Db): Promise<ContactInfoAnswer | null> {
  const row = await db
    .selectFrom('contact_info')
    .select(['company_email', 'company_phone', 'company_address', 'company_social_media'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, company_social_media: JSON.parse(row.company_social_media) as Record<string, string> };
}

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
    .execute();
}
