import type { FieldErrors, Resolver } from 'react-hook-form';
import { stepErrors, type ApplicationField, type ApplicationFormValues, type ApplicationStep } from './application-form';

/**
 * The form's resolver for one step: the contract's zod schema of that step (`stepErrors`). The
 * zod resolver of @hookform/resolvers takes a single schema whose input is the whole form; here
 * each step checks its own schema over the same values, so the step's resolver is built from it.
 * Values are kept as typed: nothing the applicant entered changes under them.
 */
export function applicationResolver(step: ApplicationStep): Resolver<ApplicationFormValues> {
  return async (values) => {
    const errors = stepErrors(step, values);
    const fields = Object.keys(errors) as ApplicationField[];
    if (fields.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<ApplicationFormValues> = {};
    for (const field of fields) fieldErrors[field] = { type: 'validate', message: errors[field] };
    return { values: {}, errors: fieldErrors };
  };
}
