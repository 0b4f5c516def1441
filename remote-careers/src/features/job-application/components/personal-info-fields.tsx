import { Field, FieldRow, TextInput } from '@storefront/ui';
import { type StepFieldsProps } from './step-fields';

/** Step 1: the applicant's name, e-mail and phone number, all required. */
export function PersonalInfoFields({ register, check }: StepFieldsProps) {
  return (
    <>
      <FieldRow>
        <Field label="First Name" required {...check('firstName')}>
          {(control) => <TextInput {...control} autoComplete="given-name" {...register('firstName')} />}
        </Field>
        <Field label="Last Name" required {...check('lastName')}>
          {(control) => <TextInput {...control} autoComplete="family-name" {...register('lastName')} />}
        </Field>
      </FieldRow>
      <Field label="Email Address" required {...check('email')}>
        {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field label="Phone Number" required {...check('phone')}>
        {(control) => <TextInput {...control} type="tel" autoComplete="tel" placeholder="+260971234567" {...register('phone')} />}
      </Field>
    </>
  );
}
