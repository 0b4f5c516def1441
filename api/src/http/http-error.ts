import type { JsonObject } from '../lib/json';

/**
 * An error whose message is meant for the client, answered as `{ success: false, message }`.
 * `details` are extra answer fields the client can act on (the corrected total of an order).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: JsonObject = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
export const tooManyRequests = (message: string): HttpError => new HttpError(429, message);
export const unprocessable = (message: string, details?: JsonObject): HttpError => new HttpError(422, message, details);
