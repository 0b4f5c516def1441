import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { PreparedAnswer, sendPrepared } from '../http/prepared-answer';
import { isImageKind, renderImage } from '../images/render-image';

const imageParams = z.object({
  kind: z.string(),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.svg$/, 'Invalid image name'),
});

const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/**
 * A day fresh, then revalidated by ETag; for a week after that a browser may show its copy while
 * it revalidates. The URLs carry no version, so the pictures cannot be marked immutable.
 */
export const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const svgHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened on its own is a document: allow its inline styles and nothing else.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Any well-formed name draws a picture, so the drawings kept in memory are bounded. */
const keptDrawings = 1000;

/**
 * Generated pictures for meals, vendors, blog posts and content: the product runs offline, so
 * there is no image CDN to point at. The same name always draws the same picture, so each is
 * drawn, hashed and compressed once and then served from memory.
 */
export function registerImageRoutes(app: FastifyInstance): void {
  const drawings = new Map<string, PreparedAnswer>();

  app.get('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(imageParams, request.params);
    const key = `${kind}/${file}`;
    let answer = drawings.get(key);
    if (answer === undefined) {
      const svg = isImageKind(kind) ? renderImage(kind, file.slice(0, -'.svg'.length)) : null;
      if (svg === null) throw notFound('Image not found');
      answer = new PreparedAnswer(svg, SVG_CONTENT_TYPE);
      if (drawings.size >= keptDrawings) {
        // Map keeps insertion order: forget the oldest drawing.
        const oldest = drawings.keys().next();
        if (oldest.done !== true) drawings.delete(oldest.value);
      }
      drawings.set(key, answer);
    }
    return sendPrepared(request, reply, answer, { cacheControl: IMAGE_CACHE, headers: svgHeaders });
  });
}
