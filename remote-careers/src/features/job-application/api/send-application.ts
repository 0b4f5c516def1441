import { submitJobApplication, type JobApplicationForm } from '@storefront/api-client';
import { applicationFailure, type ApplicationFailure } from '../logic/application-failure';

export type ApplicationOutcome = { ok: true } | ({ ok: false } & ApplicationFailure);

/** Sends the application with its resume; a failure says where its message goes. */
export async function sendApplication(
  form: JobApplicationForm,
  resume: File,
  careerId: string | number | undefined,
): Promise<ApplicationOutcome> {
  try {
    await submitJobApplication(form, resume, careerId);
    return { ok: true };
  } catch (error) {
    return { ok: false, ...applicationFailure(error) };
  }
}
