import { z } from 'zod';
import { badRequest, unprocessable } from './http-error';

/** Validates request input; the first problem becomes a 400 with a readable message. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid input'}`);
}

const englishMessages = z.locales.en().localeError;

/**
 * Zod's own messages ('Invalid input: expected string, received undefined') say nothing about
 * which field is wrong, so they get the field's path; a schema's own message is written for the
 * customer and is shown as it is (zod gives schema messages precedence over this map).
 */
const pathPrefixedDefaults: z.core.$ZodErrorMap = (issue) => {
  const fallback = englishMessages(issue);
  const text = (typeof fallback === 'string' ? fallback : fallback?.message) ?? 'Invalid input';
  const path = issue.path ?? [];
  return path.length > 0 ? `${path.map(String).join('.')}: ${text}` : text;
};

/**
 * Validates a request body (a form the customer filled in): the first problem becomes a 422 whose
 * message the storefront can show as it is, as the contract's own messages are.
 */
export function parsePayload<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value, { error: pathPrefixedDefaults });
  if (result.success) return result.data;
  throw unprocessable(result.error.issues[0]?.message ?? 'Invalid input');
}
