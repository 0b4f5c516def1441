import type { FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../http/http-error';
import { labelOf } from '../http/text-limits';
import { RESUME_SIZE_MESSAGE, type UploadedResume } from './resume-file';

/** The form's fields as sent (text), and the file under `resume` if there was one. */
export interface ApplicationUpload {
  fields: Record<string, string>;
  resume: UploadedResume | null;
}

/** Codes of the multipart plugin's limit errors (all 413). */
const fileTooLargeCode = 'FST_REQ_FILE_TOO_LARGE';
const partLimitCodes = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** The plugin's limit errors in this API's words; anything else as it was. */
function uploadError(error: unknown): unknown {
  const code = codeOf(error);
  if (code === fileTooLargeCode) return new HttpError(413, RESUME_SIZE_MESSAGE);
  if (typeof code === 'string' && partLimitCodes.has(code)) return new HttpError(413, 'Request body is too large');
  return error;
}

/**
 * Reads a multipart job application. Every file is read to its end (the stream must be drained for
 * the next part to arrive); only the first one under `resume` is kept. A field sent twice keeps
 * its first value; one longer than the parser's field limit is refused rather than cut short.
 */
export async function readApplicationUpload(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'The application must be sent as multipart/form-data');
  const fields = new Map<string, string>();
  let resume: UploadedResume | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // Typed as a string, but undefined for a binary part sent without a file name (FormData
        // leaves an empty name out).
        const filename = (part.filename as string | undefined) ?? '';
        if (part.fieldname === 'resume' && resume === null) resume = { filename, bytes };
      } else if (part.valueTruncated) {
        throw unprocessable(`${labelOf(part.fieldname)} is too long.`);
      } else if (!part.fieldnameTruncated && typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields: Object.fromEntries(fields), resume };
}
