import type { Db } from '../db/connect-database';

/** How many mails the mailbox page shows, newest first. */
export const MAILBOX_PAGE_SIZE = 20;

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  /** One line the sandbox prints to the api's console, where a developer reads it ('password reset code for ...: 123456'). */
  summary: string;
}

export interface StoredMail {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
}

/**
 * "Sends" a plain-text e-mail: there is no mail server behind this backend, so the mail is kept
 * for the sandbox mailbox page, which stands in for the customer's inbox.
 */
export async function sendSandboxMail(db: Db, mail: OutgoingMail, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('sandbox_mail')
    .values({ recipient: mail.recipient, subject: mail.subject, body_text: mail.text, created_at: now.toISOString() })
    .execute();
}

/** The latest mails, newest first; only those to `recipient` (any case) when one is given. */
export function latestMails(db: Db, recipient: string | null, limit: number = MAILBOX_PAGE_SIZE): Promise<StoredMail[]> {
  return (
    db
      .selectFrom('sandbox_mail')
      .select(['id', 'recipient', 'subject', 'body_text', 'created_at'])
      // The recipient column compares without case.
      .$if(recipient !== null, (query) => query.where('recipient', '=', recipient ?? ''))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  );
}
