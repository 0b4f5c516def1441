import { Field, Select, TextInput } from '@storefront/ui';
import { type ChangeEvent } from 'react';
import { experienceOptions, positionOptions } from '../logic/application-form';
import { OptionList } from './option-list';
import { ResumeUpload, type ResumeUploadProps } from './resume-upload';
import { type StepFieldsProps } from './step-fields';

export interface PositionFieldsProps extends StepFieldsProps {
  /** The position chosen now: 'other' asks which. */
  position: string;
  /** The applicant chose a position in the list (a value) or typed another (undefined). */
  onPositionTouched: (chosen?: string) => void;
  resume: ResumeUploadProps;
}

/** Step 2: the position (or another one), the resume and the years of experience. */
export function PositionFields({ register, check, position, onPositionTouched, resume }: PositionFieldsProps) {
  return (
    <>
      <Field label="Position" required {...check('position')}>
        {(control) => (
          <Select
            {...control}
            {...register('position', {
              onChange: (event: ChangeEvent<HTMLSelectElement>) => onPositionTouched(event.target.value),
            })}
          >
            <OptionList empty="Select a position" options={positionOptions} />
          </Select>
        )}
      </Field>
      {position === 'other' ? (
        <Field label="Please specify the position" required {...check('otherPosition')}>
          {(control) => <TextInput {...control} {...register('otherPosition', { onChange: () => onPositionTouched() })} />}
        </Field>
      ) : null}
      <ResumeUpload {...resume} />
      <Field label="Years of Experience" {...check('experience')}>
        {(control) => (
          <Select {...control} {...register('experience')}>
            <OptionList empty="Select experience" options={experienceOptions} />
          </Select>
        )}
      </Field>
    </>
  );
}
