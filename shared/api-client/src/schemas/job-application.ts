import { z } from 'zod/mini';
import { EMAIL_PATTERN, PHONE_WITH_PLUS_PATTERN } from './primitives';

export const applicationPositions = [
  'delivery-driver',
  'restaurant-partner-manager',
  'customer-support',
  'marketing-coordinator',
  'software-developer',
  'other',
] as const;
export const experienceLevels = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export const educationLevels = ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'] as const;
export const heardFromOptions = ['job-board', 'company-website', 'social-media', 'referral', 'other'] as const;

export type ApplicationPosition = (typeof applicationPositions)[number];

/** The resume may be a PDF, DOC or DOCX file under 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

const REQUIRED_FIELDS = 'Please fill in all required fields';

/** Step 1, Personal Info. */
export const applicationPersonalInfoSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, REQUIRED_FIELDS)),
  lastName: z.string().check(z.trim(), z.minLength(1, REQUIRED_FIELDS)),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS))
    .check(z.regex(EMAIL_PATTERN, 'Please enter a valid email address')),
  phone: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED_FIELDS))
    .check(z.regex(PHONE_WITH_PLUS_PATTERN, 'Please enter a valid phone number')),
});

const otherPositionMessage = 'Please specify the position you are applying for';

/** Names the other position when the chosen one is 'other'. */
function requireOtherPosition(
  step: { position: ApplicationPosition; otherPosition?: string | undefined },
  context: z.core.$RefinementCtx,
): void {
  if (step.position === 'other' && !step.otherPosition?.trim()) {
    context.addIssue({ code: 'custom', path: ['otherPosition'], message: otherPositionMessage });
  }
}

const positionShape = {
  position: z.enum(applicationPositions, 'Please select a position'),
  otherPosition: z.optional(z.string()),
  experience: z.optional(z.union([z.enum(experienceLevels), z.literal('')])),
};

/** Step 2, Resume & Position, without the file itself (see `resumeFileError`). */
export const applicationPositionSchema = z.object(positionShape).check(z.superRefine(requireOtherPosition));

/** Step 3, Additional Info. */
export const applicationAdditionalInfoSchema = z.object({
  education: z.optional(z.union([z.enum(educationLevels), z.literal('')])),
  availableFrom: z.optional(z.string()),
  coverLetter: z.optional(z.string()),
  heardFrom: z.optional(z.union([z.enum(heardFromOptions), z.literal('')])),
  agreeToTerms: z.literal(true, 'Please agree to the terms and conditions'),
});

/** The whole form, as submitted from step 3. */
export const jobApplicationFormSchema = z
  .object({ ...applicationPersonalInfoSchema.shape, ...positionShape, ...applicationAdditionalInfoSchema.shape })
  .check(z.superRefine(requireOtherPosition));

export type JobApplicationForm = z.infer<typeof jobApplicationFormSchema>;

/** What is checked of the resume: the browser's File has these. */
export interface ResumeFile {
  name: string;
  size: number;
}

/** The product's wording for a missing, wrongly typed or too large resume, or null when it is fine. */
export function resumeFileError(file: ResumeFile | null | undefined): string | null {
  if (!file) return 'Please upload your resume';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) return 'Please upload a PDF, DOC, or DOCX file';
  if (file.size >= RESUME_MAX_BYTES) return 'File size should be less than 5MB';
  return null;
}
