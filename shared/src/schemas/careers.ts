import { z } from 'zod';
import { idSchema, jsonColumn, listAt, numericSchema, offUnlessTrueSchema } from './primitives';

/** The type badge when a job names none (content spec §2). */
export const DEFAULT_JOB_TYPE = 'Full-time';

/** Requirements are text; a server that keeps them as a list gets them joined by lines. */
const requirementsTextSchema = z.union([z.string(), z.array(z.string()).transform((lines) => lines.join('\n'))]);

/**
 * A job opening. Its type comes as `type` or `job_type`; the parsed career always has `type`
 * (Full-time when neither arrived). Benefits may be a JSON string.
 */
export const careerSchema = z
  .object({
    id: idSchema,
    title: z.string().min(1),
    location: z.string().nullish(),
    type: z.string().nullish(),
    job_type: z.string().nullish(),
    department: z.string().nullish(),
    is_featured: offUnlessTrueSchema,
    salary_min: numericSchema.nullish(),
    salary_max: numericSchema.nullish(),
    application_deadline: z.string().nullish(),
    description: z.string().nullish(),
    requirements: requirementsTextSchema.nullish(),
    benefits: jsonColumn(z.array(z.string())).nullish().transform((benefits) => benefits ?? []),
  })
  .transform((career) => ({
    ...career,
    type: career.type || career.job_type || DEFAULT_JOB_TYPE,
  }));

/** Every careers call answers `{ careers: [...] }`; some servers use `data` or a bare list. */
export const careersResponseSchema = listAt(['careers', 'data', 'data.careers', 'career_posts', ''], careerSchema);

export type Career = z.infer<typeof careerSchema>;
