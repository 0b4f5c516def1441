import { z } from 'zod/mini';

/**
 * The contract's payload schemas say what a field must hold, not how long it may be; the server
 * bounds free text so one request cannot fill the database. Adds the bounds to `schema`.
 */
export function withTextLimits<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  limits: Readonly<Record<string, number>>,
) {
  return schema.check(
    z.superRefine((value, context) => {
      for (const [field, max] of Object.entries(limits)) {
        const text = value[field];
        if (typeof text === 'string' && text.length > max) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${labelOf(field)} is too long (at most ${max} characters).`,
          });
        }
      }
    }),
  );
}

/** 'special_requests' and 'specialRequests' -> 'Special requests'. */
export function labelOf(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
