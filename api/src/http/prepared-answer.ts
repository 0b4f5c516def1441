import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's own type for JSON answers, so a prepared answer looks like a serialised one. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export type ContentCoding = 'br' | 'gzip';

/** Smaller bodies gain less from compression than the Content-Encoding header costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A body serialised once and sent many times: its bytes, a strong ETag (a hash of the bytes) and
 * its brotli and gzip forms, each made on first demand and kept.
 */
export class PreparedAnswer {
  readonly body: Buffer;
  /** Quoted, for the identity form; an encoded form adds `-br` or `-gzip` inside the quotes. */
  readonly etag: string;
  readonly compressible: boolean;
  private readonly encoded = new Map<ContentCoding, Buffer>();

  constructor(
    body: string | Buffer,
    readonly contentType: string,
  ) {
    this.body = typeof body === 'string' ? Buffer.from(body) : body;
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
    this.compressible = this.body.length > COMPRESS_MIN_BYTES;
  }

  encodedAs(coding: ContentCoding): Buffer {
    let bytes = this.encoded.get(coding);
    if (bytes === undefined) {
      bytes =
        coding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(coding, bytes);
    }
    return bytes;
  }
}

/**
 * The coding to answer with for an Accept-Encoding header: brotli, then gzip, else none.
 * A coding listed with q=0 is refused; `*` stands for the codings not listed.
 */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const coding = name.trim();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) weight = Number(value);
    }
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  const accepts = (coding: ContentCoding): boolean => (weights.get(coding) ?? wildcard) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Whether an If-None-Match header names this answer. The comparison is the weak one HTTP asks for
 * in a GET's If-None-Match: a `W/` prefix and the coding suffix of an encoded form's tag do not
 * matter, so a browser holding the gzip form revalidates against the brotli form too.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    if (!tag.startsWith('"') || !tag.endsWith('"')) return false;
    return tag.slice(1, -1).replace(/-(br|gzip)$/, '') === opaque;
  });
}

export interface SendPreparedOptions {
  cacheControl: string;
  /** Extra headers for this kind of answer (e.g. a Content-Security-Policy for SVG). */
  headers?: Record<string, string>;
}

/**
 * Sends a prepared answer as it is, with no serialisation: 304 when the client already has it,
 * otherwise the smallest form the client accepts. Compressible answers vary on Accept-Encoding.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  { cacheControl, headers }: SendPreparedOptions,
): FastifyReply {
  const coding = answer.compressible ? chooseContentCoding(request.headers['accept-encoding']) : null;
  reply.header('Cache-Control', cacheControl);
  if (headers) reply.headers(headers);
  if (answer.compressible) reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', coding === null ? answer.etag : `${answer.etag.slice(0, -1)}-${coding}"`);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();

  reply.header('Content-Type', answer.contentType);
  if (coding === null) return reply.send(answer.body);
  return reply.header('Content-Encoding', coding).send(answer.encodedAs(coding));
}

/**
 * One JSON answer kept serialised between reads, rebuilt when `version()` moves on (or after
 * `invalidate()`). Reading the version first means a write that races the rebuild only costs
 * another rebuild, never a stale answer kept: an answer is kept under the version read before it
 * was built, so a later version always builds again.
 */
export class VersionedJsonAnswer {
  private builtFor: number | undefined;
  private answer: PreparedAnswer | undefined;

  constructor(
    private readonly version: () => Promise<number>,
    private readonly build: () => Promise<unknown>,
  ) {}

  async current(): Promise<PreparedAnswer> {
    const version = await this.version();
    if (this.answer !== undefined && version === this.builtFor) return this.answer;
    const answer = new PreparedAnswer(JSON.stringify(await this.build()), JSON_CONTENT_TYPE);
    this.answer = answer;
    this.builtFor = version;
    return answer;
  }

  invalidate(): void {
    this.answer = undefined;
  }
}
