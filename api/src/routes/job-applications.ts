import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { RESUME_MAX_BYTES, jobApplicationFormSchema } from '@storefront/api-client/schemas';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/connect-database';
import { HttpError, unprocessable } from '../http/http-error';
import { parsePayload } from '../http/parse-input';
import { withTextLimits } from '../http/text-limits';
import { readApplicationUpload } from '../self-service/application-upload';
import { insertJobApplication, isActiveCareer } from '../self-service/job-applications';
import { RESUME_SIZE_MESSAGE, checkResume } from '../self-service/resume-file';

export const APPLICATION_SUBMITTED_MESSAGE = 'Your application has been submitted successfully!';
export const CAREER_UNAVAILABLE_MESSAGE = 'This job opening is no longer available. Please choose another position.';

/** The whole request: the resume and the form's text, with room for the multipart framing. */
const applicationRequestMaxBytes = 6 * 1024 * 1024;
/** Bytes per text field: a cover letter of 5000 characters fits whatever its script. */
const fieldMaxBytes = 16 * 1024;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's value (YYYY-MM-DD), or nothing. */
const availableFromSchema = z
  .optional(z.string())
  .check(
    z.refine((value) => !value || (DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value))), 'Please enter a valid date'),
  );

const applicationSchema = withTextLimits(z.safeExtend(jobApplicationFormSchema, { availableFrom: availableFromSchema }), {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  otherPosition: 100,
  coverLetter: 5000,
});

const careerIdSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number));

/** The opening the applicant came from, when the form names one; it must still be open. */
async function careerIdOf(db: Db, value: string | undefined): Promise<number | null> {
  if (value === undefined || value === '') return null;
  const parsed = careerIdSchema.safeParse(value);
  if (!parsed.success || !(await isActiveCareer(db, parsed.data))) throw unprocessable(CAREER_UNAVAILABLE_MESSAGE);
  return parsed.data;
}

/**
 * Job applications from the careers page's Apply form: the form's fields and the resume file as multipart form
 * data. The upload parser and the larger request limit belong to this route alone; there is no
 * way to read applications back over the public API.
 */
export function registerJobApplicationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scope) => {
    // Multipart bodies do not pass through Fastify's bodyLimit; the parser's own limits bound each
    // part, and a declared length over the whole request's limit is refused before reading.
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 20, fieldSize: fieldMaxBytes, parts: 21 },
    });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > applicationRequestMaxBytes) {
        throw new HttpError(413, RESUME_SIZE_MESSAGE);
      }
    });

    scope.post('/careers/applications', async (request, reply) => {
      const { fields, resume } = await readApplicationUpload(request);
      const form = parsePayload(applicationSchema, {
        ...fields,
        // A form field is text: only 'true' is an agreement.
        agreeToTerms: fields.agreeToTerms === 'true' ? true : fields.agreeToTerms,
      });
      const checked = checkResume(resume);
      if (!checked.ok) throw new HttpError(checked.tooLarge ? 413 : 422, checked.message);
      const careerId = await careerIdOf(deps.db, fields.careerId);
      const uuid = await insertJobApplication(deps.db, form, careerId, checked.resume);
      return reply.status(201).send({ success: true, message: APPLICATION_SUBMITTED_MESSAGE, data: { uuid } });
    });
  });
}
