import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginResponseSchema } from '@storefront/api-client/schemas';

export interface TestUser {
  token: string;
  uuid: string;
  email: string;
  phone: string;
  password: string;
  /** Headers that sign a request in as this user. */
  auth: { authorization: string };
}

/** The contract's session user has no uuid; the backend answers one, which tests compare. */
const userUuidSchema = z.object({ data: z.object({ user: z.object({ uuid: z.string() }) }) });

let registered = 0;

/**
 * Registers a new customer (unique e-mail and phone per call) and signs in, through the API
 * itself, so tests exercise the real session path.
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  fields: { first_name?: string; last_name?: string; email?: string; phone?: string; password?: string } = {},
): Promise<TestUser> {
  registered += 1;
  const email = fields.email ?? `customer${registered}-${Date.now()}@example.zm`;
  const phone = fields.phone ?? `097${String(1_000_000 + registered).slice(-7)}`;
  const password = fields.password ?? `Pass-${registered}-word`;
  const registration = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      first_name: fields.first_name ?? 'Mwila',
      last_name: fields.last_name ?? 'Banda',
      email,
      code: '+260',
      phone,
      password,
      role: 'customer',
    },
  });
  if (registration.statusCode !== 201) throw new Error(`Registration failed: ${registration.body}`);

  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, role: 'customer' } });
  const answer = loginResponseSchema.parse(login.json());
  if (!answer.success) throw new Error(`Login failed: ${login.body}`);
  const { uuid } = userUuidSchema.parse(login.json()).data.user;
  return { token: answer.data.token, uuid, email, phone, password, auth: { authorization: `Bearer ${answer.data.token}` } };
}
