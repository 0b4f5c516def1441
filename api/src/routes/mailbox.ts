import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { sendHtml } from '../http/html-page';
import { parseInput } from '../http/parse-input';
import { renderMailboxPage } from '../mail/mailbox-page';
import { latestMails } from '../mail/sandbox-mail';

const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });

/**
 * The sandbox mailbox page, standing in for real e-mail on a fresh machine: where the mails this
 * backend "sends" can be read.
 */
export function registerMailboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/sandbox/mailbox', async (request, reply) => {
    const { to } = parseInput(mailboxQuery, request.query);
    const recipient = to === undefined || to === '' ? null : to;
    return sendHtml(reply, 200, renderMailboxPage(latestMails(db, recipient), recipient));
  });
}
