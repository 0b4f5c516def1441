import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { isImageKind, renderImage } from '../images/render-image';

const imageParams = z.object({
  kind: z.string(),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.svg$/, 'Invalid image name'),
});

/**
 * Generated pictures for meals, vendors, blog posts and content: the product runs offline, so
 * there is no image CDN to point at. The same name always draws the same picture.
 */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(imageParams, request.params);
    const svg = isImageKind(kind) ? renderImage(kind, file.slice(0, -'.svg'.length)) : null;
    if (svg === null) throw notFound('Image not found');

    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened on its own is a document: allow its inline styles and nothing else.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
