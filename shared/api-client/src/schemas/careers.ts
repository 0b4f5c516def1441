import { z } from 'zod/mini';
import { idSchema, jsonColumn, listAt, numericSchema, offUnlessTrueSchema } from './primitives';

/** The type badge when a job names none. */
export const DEFAULT_JOB_TYPE = 'Full-time';

/** Requirements are text; a server that keeps them as a list gets them joined by lines. */
const requirementsTextSchema = z.union([
  z.string(),
  z.pipe(
    z.array(z.string()),
    z.transform((lines) => lines.join('\n')),
  ),
]);

/**
 * A job opening. Its type comes as `type` or `job_type`; the parsed career always has `type`
 * (Full-time when neither arrived). Benefits may be a JSON string.
 */
export const careerSchema = z.pipe(
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    location: z.nullish(z.string()),
    type: z.nullish(z.string()),
    job_type: z.nullish(z.string()),
    department: z.nullish(z.string()),
    is_featured: offUnlessTrueSchema,
    salary_min: z.nullish(numericSchema),
    salary_max: z.nullish(numericSchema),
    application_deadline: z.nullish(z.string()),
    description: z.nullish(z.string()),
    requirements: z.nullish(requirementsTextSchema),
    benefits: z.pipe(
      z.nullish(jsonColumn(z.array(z.string()))),
      z.transform((benefits) => benefits ?? []),
    ),
  }),
  z.transform((career) => ({
    ...career,
    type: career.type || career.job_type || DEFAULT_JOB_TYPE,
  })),
);

/** Every careers call answers `{ careers: [...] }`; some servers use `data` or a bare list. */
export const careersResponseSchema = listAt(['careers', 'data', 'data.careers', 'career_posts', ''], careerSchema);

export type Career = z.infer<typeof careerSchema>;
