import {
  applicationAdditionalInfoSchema,
  applicationPersonalInfoSchema,
  applicationPositions,
  applicationPositionSchema,
  educationLevels,
  experienceLevels,
  heardFromOptions,
  jobApplicationFormSchema,
  type ApplicationPosition,
  type JobApplicationForm,
} from '@storefront/api-client';

/** What the application form holds while it is filled in (select values are '' until chosen). */
export interface ApplicationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: ApplicationPosition | '';
  otherPosition: string;
  experience: string;
  education: string;
  availableFrom: string;
  coverLetter: string;
  heardFrom: string;
  agreeToTerms: boolean;
}

export type ApplicationField = keyof ApplicationFormValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const emptyApplication: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  otherPosition: '',
  experience: '',
  education: '',
  availableFrom: '',
  coverLetter: '',
  heardFrom: '',
  agreeToTerms: false,
};

export type ApplicationStep = 1 | 2 | 3;

export const APPLICATION_STEPS: readonly { step: ApplicationStep; label: string; fields: readonly ApplicationField[] }[] = [
  { step: 1, label: 'Personal Info', fields: ['firstName', 'lastName', 'email', 'phone'] },
  { step: 2, label: 'Resume & Position', fields: ['position', 'otherPosition', 'experience'] },
  { step: 3, label: 'Additional Info', fields: ['education', 'availableFrom', 'coverLetter', 'heardFrom', 'agreeToTerms'] },
];

export const LAST_STEP: ApplicationStep = 3;

/** The application's outcome texts, in the product's exact wording. */
export const APPLICATION_MESSAGES = {
  submitted: 'Your application has been submitted successfully!',
  failed: 'There was an error submitting your application. Please try again later.',
} as const;

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The form's option lists with the labels it shows. */
export const positionOptions: readonly Option<ApplicationPosition>[] = [
  { value: 'delivery-driver', label: 'Delivery Driver' },
  { value: 'restaurant-partner-manager', label: 'Restaurant Partner Manager' },
  { value: 'customer-support', label: 'Customer Support Specialist' },
  { value: 'marketing-coordinator', label: 'Marketing Coordinator' },
  { value: 'software-developer', label: 'Software Developer' },
  { value: 'other', label: 'Other' },
];

export const experienceOptions: readonly Option<(typeof experienceLevels)[number]>[] = [
  { value: '0-1', label: '0-1 years' },
  { value: '1-3', label: '1-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '5-10', label: '5-10 years' },
  { value: '10+', label: '10+ years' },
];

export const educationOptions: readonly Option<(typeof educationLevels)[number]>[] = [
  { value: 'high-school', label: 'High School' },
  { value: 'associate', label: "Associate's Degree" },
  { value: 'bachelor', label: "Bachelor's Degree" },
  { value: 'master', label: "Master's Degree" },
  { value: 'phd', label: 'PhD' },
  { value: 'other', label: 'Other' },
];

export const heardFromOptionList: readonly Option<(typeof heardFromOptions)[number]>[] = [
  { value: 'job-board', label: 'Job Board' },
  { value: 'company-website', label: 'Company Website' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'referral', label: 'Referral' },
  { value: 'other', label: 'Other' },
];

export function isApplicationPosition(value: string): value is ApplicationPosition {
  return (applicationPositions as readonly string[]).includes(value);
}

const stepSchemas = {
  1: applicationPersonalInfoSchema,
  2: applicationPositionSchema,
  3: applicationAdditionalInfoSchema,
} as const;

const fieldNames = new Set<string>(APPLICATION_STEPS.flatMap((step) => step.fields));

function isField(name: unknown): name is ApplicationField {
  return typeof name === 'string' && fieldNames.has(name);
}

/**
 * The rules of one step, checked with the contract's schema of that step: the
 * first message of each field that breaks one. The resume is checked apart (`resumeFileError`).
 */
export function stepErrors(step: ApplicationStep, values: ApplicationFormValues): ApplicationErrors {
  const result = stepSchemas[step].safeParse(values);
  if (result.success) return {};
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages of the red banner: one per rule broken, in the order of the step's fields. */
export function bannerMessages(step: ApplicationStep, errors: ApplicationErrors): string[] {
  const fields = APPLICATION_STEPS.find((candidate) => candidate.step === step)?.fields ?? [];
  const messages = fields.map((field) => errors[field]).filter((message): message is string => !!message);
  return [...new Set(messages)];
}

/** The step a field is on. */
export function stepOf(field: ApplicationField): ApplicationStep {
  return APPLICATION_STEPS.find((step) => step.fields.includes(field))?.step ?? 1;
}

export type ApplicationPayload =
  | { ok: true; form: JobApplicationForm }
  | { ok: false; step: ApplicationStep; errors: ApplicationErrors };

/**
 * The whole form as it is sent (trimmed by the contract's schema); otherPosition only for 'other'.
 * When a rule is broken, the first step that breaks one, with its errors.
 */
export function applicationPayload(values: ApplicationFormValues): ApplicationPayload {
  const result = jobApplicationFormSchema.safeParse({
    ...values,
    otherPosition: values.position === 'other' ? values.otherPosition : undefined,
  });
  if (result.success) return { ok: true, form: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  const firstStep = Math.min(...Object.keys(errors).filter(isField).map(stepOf), LAST_STEP) as ApplicationStep;
  return { ok: false, step: firstStep, errors };
}

/** '240 KB', '1.5 MB': the size of the chosen resume. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The messages of the form library's errors, by field. */
export function errorTexts(errors: Partial<Record<ApplicationField, { message?: unknown } | undefined>>): ApplicationErrors {
  const texts: ApplicationErrors = {};
  for (const field of fieldNames) {
    if (!isField(field)) continue;
    const message = errors[field]?.message;
    if (typeof message === 'string' && message !== '') texts[field] = message;
  }
  return texts;
}
