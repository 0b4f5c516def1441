import { resumeFileError } from '@storefront/api-client/schemas';

/** The application form's messages for a bad resume, so the backend's refusal reads the same. */
export const RESUME_MISSING_MESSAGE = 'Please upload your resume';
export const RESUME_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file';
export const RESUME_SIZE_MESSAGE = 'File size should be less than 5MB';

/** The longest original file name kept with an application. */
export const RESUME_FILENAME_MAX_LENGTH = 200;

export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** The type is the one the bytes show, never the one the client declared. */
const mimeTypes: Readonly<Record<ResumeKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const pdfSignature = Buffer.from('%PDF-', 'latin1');
/** Compound File Binary (OLE2), the container of Word 97-2003 documents. */
const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A ZIP local file header: DOCX is a ZIP package. */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the bytes are, from their signature. Any ZIP is not a DOCX: a Word package names its
 * content types part and parts under 'word/', and ZIP keeps entry names uncompressed.
 */
export function detectResumeKind(bytes: Buffer): ResumeKind | null {
  if (bytes.subarray(0, pdfSignature.length).equals(pdfSignature)) return 'pdf';
  if (bytes.subarray(0, oleSignature.length).equals(oleSignature)) return 'doc';
  if (bytes.subarray(0, zipSignature.length).equals(zipSignature)) {
    return bytes.includes('[Content_Types].xml', 0, 'latin1') && bytes.includes('word/', 0, 'latin1') ? 'docx' : null;
  }
  return null;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** C0 and C1 controls, and the marks that reorder text on screen ('cv\u202Efdp.exe'). */
function isInvisibleControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The client's file name made safe to keep and show: no directories, control or bidirectional
 * override characters, or characters file systems refuse; at most 200 characters, the extension kept.
 */
export function sanitiseResumeFilename(original: string, kind: ResumeKind): string {
  const base = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(base.replace(/\s+/g, ' '))
    .filter((character) => !isInvisibleControl(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/ +/g, ' ')
    .trim();
  const suffix = `.${kind}`;
  const hasSuffix = cleaned.toLowerCase().endsWith(suffix);
  // The extension as the applicant wrote it ('.PDF'), else the detected one.
  const ending = hasSuffix ? cleaned.slice(-suffix.length) : suffix;
  const stem = (hasSuffix ? cleaned.slice(0, -suffix.length) : cleaned).replace(/^[.\s]+/, '').trimEnd();
  if (stem === '') return `resume${ending}`;
  let kept = stem.slice(0, RESUME_FILENAME_MAX_LENGTH - suffix.length);
  // Never end on half of a surrogate pair.
  if (/[\ud800-\udbff]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}${ending}`;
}

/** A file as it arrived: the client's name for it and its bytes. */
export interface UploadedResume {
  filename: string;
  bytes: Buffer;
}

/** A resume fit to keep. */
export interface CheckedResume {
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

export type ResumeCheck = { ok: true; resume: CheckedResume } | { ok: false; message: string; tooLarge: boolean };

/**
 * The checks the form makes (name and size, `resumeFileError`), then the one it cannot: that the
 * content is the document its extension says, so an executable renamed to cv.pdf is refused.
 */
export function checkResume(upload: UploadedResume | null): ResumeCheck {
  // A form posted with an empty file input sends a part with no name and no bytes.
  if (upload === null || (upload.filename === '' && upload.bytes.length === 0)) {
    return { ok: false, message: RESUME_MISSING_MESSAGE, tooLarge: false };
  }
  const formError = resumeFileError({ name: upload.filename, size: upload.bytes.length });
  if (formError !== null) return { ok: false, message: formError, tooLarge: formError === RESUME_SIZE_MESSAGE };
  const kind = detectResumeKind(upload.bytes);
  if (kind === null || kind !== extensionOf(upload.filename)) return { ok: false, message: RESUME_TYPE_MESSAGE, tooLarge: false };
  return {
    ok: true,
    resume: { filename: sanitiseResumeFilename(upload.filename, kind), mimeType: mimeTypes[kind], bytes: upload.bytes },
  };
}
