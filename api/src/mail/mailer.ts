import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/connect-database';
import { sendSandboxMail, type OutgoingMail } from './sandbox-mail';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The sandbox mailer (SANDBOX_MAILER=on, for local runs and tests: there is no mail server here)
 * keeps each mail for the mailbox page, which only the api's own machine can open
 * (routes/mailbox.ts), and prints its one-line summary to the console, where whoever ran
 * `npm start` reads the code. With it off (the default) this backend has no mailer of its own: a
 * mail is dropped with a warning that names only its subject, never the code in it. A deployment
 * that mails for real uses a backend that does.
 */
export function createMailer(db: Db, config: Pick<AppConfig, 'sandboxMailer'>, log: FastifyBaseLogger): Mailer {
  if (config.sandboxMailer) {
    return {
      send: async (mail) => {
        await sendSandboxMail(db, mail);
        // At warn, the level the api's console shows (main.ts), so the line is seen.
        log.warn(`[sandbox mail] ${mail.summary}`);
      },
    };
  }
  return {
    send: (mail) => {
      log.warn({ subject: mail.subject }, 'SANDBOX_MAILER is off and this backend has no other mailer: the mail was not sent');
      return Promise.resolve();
    },
  };
}
