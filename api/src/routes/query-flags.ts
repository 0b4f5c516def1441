import { z } from 'zod';

/** A yes/no query parameter: true/false or 1/0. */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A short free-text query parameter. */
export const queryTextSchema = z.string().trim().max(100, 'is too long (at most 100 characters)');
