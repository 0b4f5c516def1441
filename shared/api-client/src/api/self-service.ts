import type { JobApplicationForm } from '../schemas/job-application';
import type { RiderSignUpPayload } from '../schemas/rider-signup';
import { receiptResponseSchema, type Receipt } from '../schemas/self-service-answers';
import { successAnswerSchema, type SuccessAnswer } from '../schemas/answers';
import type { SupportTicket } from '../schemas/support-ticket';
import { publicApiHttp, parsed } from './http';

/**
 * `POST {api}/careers/applications` as multipart form data: the form's fields under their own
 * names, the resume file under `resume`, and the opening's id under `careerId` when the applicant
 * came from one.
 */
export async function submitJobApplication(
  form: JobApplicationForm,
  resume: Blob & { name?: string },
  careerId?: string | number,
): Promise<Receipt> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== '') body.append(key, String(value));
  }
  if (careerId !== undefined) body.append('careerId', String(careerId));
  body.append('resume', resume, resume.name ?? 'resume');
  return parsed(receiptResponseSchema, () => publicApiHttp().post('careers/applications', { body, timeout: 60_000 }));
}

/** `POST {api}/support/tickets`. */
export async function submitSupportTicket(ticket: SupportTicket): Promise<Receipt> {
  return parsed(receiptResponseSchema, () => publicApiHttp().post('support/tickets', { json: ticket }));
}

/** `POST {api}/rider/register`: `success: false` is an answer whose message the page shows. */
export async function registerRider(payload: RiderSignUpPayload): Promise<SuccessAnswer> {
  return parsed(successAnswerSchema, () => publicApiHttp().post('rider/register', { json: payload }));
}
