import type { FastifyError, FastifyInstance } from 'fastify';
import type { JsonObject } from '../lib/json';
import { HttpError } from './http-error';

interface ErrorAnswer {
  statusCode: number;
  message: string;
  details?: JsonObject;
}

function answerFor(error: FastifyError | HttpError): ErrorAnswer {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, details: error.details };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { statusCode: 413, message: 'Request body is too large' };
  const status = error.statusCode;
  // Fastify's own 4xx errors (malformed JSON, wrong content type) carry messages safe to show.
  if (status !== undefined && status >= 400 && status < 500) return { statusCode: status, message: error.message };
  return { statusCode: 500, message: 'Something went wrong. Please try again later.' };
}

/** Every failure, ours or Fastify's, answers `{ success: false, message }` with its status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    const answer = answerFor(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // Details go first so they can never overwrite `success` or `message`.
    return reply.status(answer.statusCode).send({ ...answer.details, success: false, message: answer.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
