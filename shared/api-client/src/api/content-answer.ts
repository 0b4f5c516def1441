import { z } from 'zod/mini';
import { serverErrorAnswerSchema } from '../schemas/answers';
import { ApiError, parsed } from './http';

/**
 * Like `parsed`, for the content service, which reports some failures as a 200 answer
 * `{ error }`: that becomes an ApiError carrying the server's text instead of a parse error.
 */
export async function parsedContent<T>(schema: z.ZodMiniType<T>, call: () => Promise<Response>): Promise<T> {
  const body = await parsed(z.unknown(), call);
  const failure = serverErrorAnswerSchema.safeParse(body);
  if (failure.success) throw new ApiError(failure.data.error, 'http', undefined, failure.data.error);
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(`Unexpected answer: ${result.error.message}`, 'parse');
  return result.data;
}

/** Query parameters without the ones left undefined, as ky's searchParams wants them. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  const defined: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) defined[name] = value;
  }
  return defined;
}
