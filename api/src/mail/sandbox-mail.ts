import type { Db } from '../db/open-database';

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
export function sendSandboxMail(db: Db, mail: OutgoingMail, now: Date = new Date()): void {
  db.prepare('INSERT INTO sandbox_mail (recipient, subject, body_text, created_at) VALUES (?, ?, ?, ?)').run(
    mail.recipient,
    mail.subject,
    mail.text,
    now.toISOString(),
  );
}

/** The latest mails, newest first; only those to `recipient` (any case) when one is given. */
export function latestMails(db: Db, recipient: string | null, limit: number = MAILBOX_PAGE_SIZE): StoredMail[] {
  const columns = 'id, recipient, subject, body_text, created_at';
  if (recipient === null) {
    return db.prepare(`SELECT ${columns} FROM sandbox_mail ORDER BY id DESC LIMIT ?`).all(limit) as StoredMail[];
  }
  // The recipient column compares without case.
  return db.prepare(`SELECT ${columns} FROM sandbox_mail WHERE recipient = ? ORDER BY id DESC LIMIT ?`).all(recipient, limit) as StoredMail[];
}
