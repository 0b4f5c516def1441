import { type UseFormRegister } from 'react-hook-form';
import { type ApplicationField, type ApplicationFormValues } from '../logic/application-form';

/** What a step's fields need of the form: registering, and whether a field's rule is broken. */
export interface StepFieldsProps {
  register: UseFormRegister<ApplicationFormValues>;
  /** A field's `Field` props: invalid, and described by the banner, while its rule is broken. */
  check: (field: ApplicationField) => { invalid?: boolean; describedBy?: string };
}
