import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { sendHtml } from '../http/html-page';
import { parseInput } from '../http/parse-input';
import { renderMailboxPage } from '../mail/mailbox-page';
import { latestMails } from '../mail/sandbox-mail';

const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });

/** 127.0.0.0/8 and ::1, an IPv4 address reached over IPv6 too. */
const isLoopback = proxyAddr.compile('loopback');

/** Names a browser on this machine uses for it; any other Host means a page of another site (DNS rebinding). */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether the request comes straight from this machine: a loopback connection that no proxy
 * forwarded, addressed to a loopback name. The host's proxy always sets X-Forwarded-For (it is
 * the storefront's edge), so nothing that came through the public site passes, whatever its path
 * spelling; a proxy elsewhere connects from another address.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((header) => request.headers[header] !== undefined);
  return !forwarded && request.socket.remoteAddress !== undefined && isLoopback(request.socket.remoteAddress, 0) && LOOPBACK_HOST.test(request.headers.host ?? '');
}

/**
 * The sandbox mailbox page, standing in for real e-mail on a developer's machine: where the mails
 * this backend "sends" can be read. It holds every customer's reset codes, so it answers only
 * requests made on this machine straight to the api's port (http://127.0.0.1:4000/api/sandbox/mailbox
 * for `npm start`); to anyone else it does not exist.
 */
export function registerMailboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/sandbox/mailbox', async (request, reply) => {
    if (!isDirectLocalRequest(request)) return reply.callNotFound();
    const { to } = parseInput(mailboxQuery, request.query);
    const recipient = to === undefined || to === '' ? null : to;
    return sendHtml(reply, 200, renderMailboxPage(await latestMails(db, recipient), recipient));
  });
}
