import { resumeFileError, type JobApplicationForm } from '@storefront/api-client';
import { applicationPayload, LAST_STEP, type ApplicationFormValues, type ApplicationStep } from './application-form';

/**
 * What Next or Submit Application does once the step's fields are valid:
 * - `resume`: stay, and say what is wrong with the resume (the step with the upload box);
 * - `step`: show that step, with the resume's message to show (null clears it) when there is one;
 * - `send`: send the form with the resume.
 */
export type ApplicationMove =
  | { kind: 'resume'; problem: string }
  | { kind: 'step'; step: ApplicationStep; fileError?: string | null }
  | { kind: 'send'; form: JobApplicationForm; resume: File };

/**
 * The move after a valid step: the resume is checked on its own step, the next step follows until
 * the last, and the last sends only when the whole form and the resume hold, else it goes back to
 * the first step that breaks a rule.
 */
export function moveAfterValidStep(step: ApplicationStep, values: ApplicationFormValues, resume: File | null): ApplicationMove {
  if (step === 2) {
    const problem = resumeFileError(resume);
    if (problem) return { kind: 'resume', problem };
  }
  if (step < LAST_STEP) return { kind: 'step', step: (step + 1) as ApplicationStep, ...(step === 2 ? { fileError: null } : {}) };
  const payload = applicationPayload(values);
  if (!payload.ok) return { kind: 'step', step: payload.step };
  if (!resume || resumeFileError(resume)) return { kind: 'step', step: 2, fileError: resumeFileError(resume) };
  return { kind: 'send', form: payload.form, resume };
}
