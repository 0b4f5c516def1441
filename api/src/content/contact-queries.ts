import type { z } from 'zod';
import type { ContactMessage, contactInfoSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';

/** The company's details as the storefront parses them; the social links as an object. */
export type ContactInfoAnswer = z.input<typeof contactInfoSchema>;

interface ContactInfoRow {
  company_email: string;
  company_phone: string;
  company_address: string;
  company_social_media: string;
}

/** The one row of company details, or null before any were stored. */
export function readContactInfo(db: Db): ContactInfoAnswer | null {
  const row = db
    .prepare('SELECT company_email, company_phone, company_address, company_social_media FROM contact_info WHERE id = 1')
    .get() as ContactInfoRow | undefined;
  if (!row) return null;
  return { ...row, company_social_media: JSON.parse(row.company_social_media) as Record<string, string> };
}

export function saveContactMessage(db: Db, message: ContactMessage): void {
  db.prepare('INSERT INTO contact_messages (name, email, subject, message) VALUES (@name, @email, @subject, @message)').run(
    message,
  );
}
