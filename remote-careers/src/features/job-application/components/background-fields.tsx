import styled from '@emotion/styled';
import { Field, RequiredMark, Select, TextArea, TextInput, theme, VisuallyHidden } from '@storefront/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { educationOptions, heardFromOptionList } from '../logic/application-form';
import { OptionList } from './option-list';
import { type StepFieldsProps } from './step-fields';

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: ${theme.color.brand}; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

/** Step 3: education, availability, the cover letter, where the applicant heard of us, and the terms. */
export function BackgroundFields({ register, check }: StepFieldsProps) {
  const id = useId();
  const terms = check('agreeToTerms');
  return (
    <>
      <Field label="Highest Education" {...check('education')}>
        {(control) => (
          <Select {...control} {...register('education')}>
            <OptionList empty="Select education" options={educationOptions} />
          </Select>
        )}
      </Field>
      <Field label="Available From" {...check('availableFrom')}>
        {(control) => <TextInput {...control} type="date" {...register('availableFrom')} />}
      </Field>
      <Field label="Cover Letter" {...check('coverLetter')}>
        {(control) => <TextArea {...control} rows={6} {...register('coverLetter')} />}
      </Field>
      <Field label="How did you hear about us?" {...check('heardFrom')}>
        {(control) => (
          <Select {...control} {...register('heardFrom')}>
            <OptionList empty="Select an option" options={heardFromOptionList} />
          </Select>
        )}
      </Field>
      {/* A checkbox's label follows it, with links inside, so it is laid out here rather than in a Field. */}
      <CheckRow>
        <input
          id={`${id}-terms`}
          type="checkbox"
          aria-required="true"
          aria-invalid={terms.invalid || undefined}
          aria-describedby={terms.describedBy}
          {...register('agreeToTerms')}
        />
        <label htmlFor={`${id}-terms`}>
          I agree to the{' '}
          <Link to="/privacy" target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-new-tab`}>
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-new-tab`}>
            Privacy
          </Link>{' '}
          policies
          <RequiredMark />
        </label>
        <VisuallyHidden id={`${id}-new-tab`}>Opens in a new tab</VisuallyHidden>
      </CheckRow>
    </>
  );
}
