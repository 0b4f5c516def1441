import { ApiError, RESUME_MAX_BYTES, resumeFileError } from '@storefront/api-client';
import { APPLICATION_MESSAGES } from './application-form';

/** The contract's resume messages, which the server also answers with when it refuses the file. */
const resumeMessages = new Set(
  [resumeFileError(null), resumeFileError({ name: 'resume', size: 1 }), resumeFileError({ name: 'resume.pdf', size: RESUME_MAX_BYTES })].filter(
    (message): message is string => message !== null,
  ),
);
const sizeMessage = resumeFileError({ name: 'resume.pdf', size: RESUME_MAX_BYTES }) ?? '';

/** Where a failed submit's message goes: under the upload box for a refused file, else the banner. */
export type ApplicationFailure = { fileError: string; messages: [] } | { fileError: null; messages: string[] };

/**
 * What to say when the application was not accepted: the server's message under the upload box
 * when it refused the file (413, or one of the resume messages); otherwise the fixed failure
 * text, followed by the server's reason for a refusal (422) when it gave one.
 */
export function applicationFailure(error: unknown): ApplicationFailure {
  if (error instanceof ApiError) {
    const reason = error.serverMessage?.trim();
    if (error.status === 413) return { fileError: reason || sizeMessage, messages: [] };
    if (reason && resumeMessages.has(reason)) return { fileError: reason, messages: [] };
    if (reason && error.status === 422) return { fileError: null, messages: [APPLICATION_MESSAGES.failed, reason] };
  }
  return { fileError: null, messages: [APPLICATION_MESSAGES.failed] };
}
