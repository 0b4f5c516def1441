import type { FastifyReply } from 'fastify';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Sends a server-rendered page. The pages need no script, images or fonts, so their policy allows
 * inline styles and form posts to this origin only, in place of the api's policy that allows
 * nothing; the other headers (never framed, sniffed or referred from) come from helmet
 * (security-headers.ts). Never cached: each shows a payment's or a mailbox's current state.
 */
export function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .status(statusCode)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
