import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { unauthenticated } from '../http/http-error';
import { findSignedInUser, type SignedInUser } from './sessions';

/**
 * The signed-in user of a request carrying `Authorization: Bearer <token>`. A missing, malformed,
 * unknown or expired token answers 401 `{ success: false, message: 'Unauthenticated.' }`, which
 * makes the storefront end its stored session.
 */
export function requireUser(db: Db, request: FastifyRequest): SignedInUser {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const user = match?.[1] ? findSignedInUser(db, match[1]) : null;
  if (!user) throw unauthenticated();
  return user;
}
