import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/open-database';
import { sendSandboxMail, type OutgoingMail } from './sandbox-mail';

export interface Mailer {
  send(mail: OutgoingMail): void;
  /**
   * Where the customer can read what was sent, when this backend keeps its mail itself (the
   * sandbox mailbox); null when mail goes to real inboxes, so no answer points anywhere else.
   */
  readonly mailboxUrl: string | null;
}

/**
 * The sandbox mailer keeps each mail for the mailbox page (SANDBOX_MAILER=on, the default: there
 * is no mail server here). With it off this backend has no mailer of its own: a mail is dropped
 * with a warning that names only its subject, never the code in it. A deployment that mails for
 * real uses a backend that does, and then no page links to a mailbox.
 */
export function createMailer(db: Db, config: Pick<AppConfig, 'sandboxMailer' | 'publicUrl'>, log: FastifyBaseLogger): Mailer {
  if (config.sandboxMailer) {
    return { send: (mail) => sendSandboxMail(db, mail), mailboxUrl: `${config.publicUrl}/sandbox/mailbox` };
  }
  return {
    send: (mail) => log.warn({ subject: mail.subject }, 'SANDBOX_MAILER is off and this backend has no other mailer: the mail was not sent'),
    mailboxUrl: null,
  };
}
