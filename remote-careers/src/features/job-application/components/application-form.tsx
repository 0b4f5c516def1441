import styled from '@emotion/styled';
import {
  FieldRow,
  FormActions,
  FormField,
  PagePanel,
  PrimaryButton,
  RequiredMark,
  SecondaryButton,
  Select,
  StackedForm,
  TextArea,
  TextInput,
  theme,
  VisuallyHidden,
} from '@storefront/ui';
import { resumeFileError } from '@storefront/api-client';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loadServerCareers } from '../api/load-careers';
import { sendApplication } from '../api/send-application';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STEPS,
  applicationPayload,
  bannerMessages,
  educationOptions,
  emptyApplication,
  errorTexts,
  experienceOptions,
  heardFromOptionList,
  LAST_STEP,
  positionOptions,
  type ApplicationField,
  type ApplicationFormValues,
  type ApplicationStep,
} from '../logic/application-form';
import { applicationResolver } from '../logic/application-resolver';
import {
  careerIdToSend,
  needsServerCareers,
  positionFromLink,
  type CareerRef,
  type LinkedPosition,
} from '../logic/position-from-link';
import { ApplicationSubmitted } from './application-submitted';
import { ErrorBanner } from './application-styles';
import { ResumeUpload } from './resume-upload';
import { StepIndicator } from './step-indicator';

const Shell = styled(PagePanel.withComponent('div'))`
  gap: 20px;
  max-width: 720px;
  margin: 0 auto;
  /* The attribute alone loses to display: flex. */
  &[hidden] { display: none; }
`;

const StepSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  &[hidden] { display: none; }
`;

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: ${theme.color.brand}; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

export interface ApplicationFormProps {
  /** `?position=`: an option value, a built-in position's id (1-5) or a server opening's id. */
  positionParam?: string;
  /** The built-in positions a link from the careers page may name when the openings could not load. */
  fallbackCareers: readonly CareerRef[];
}

/**
 * The three-step job application: Next only when the step's rules hold
 * (else their messages in the red banner, the resume's under the upload box), Previous keeping
 * everything, and Submit Application on the last step. The steps stay in the page, hidden, so the
 * chosen file and every value survive moving between them and a failed submit.
 */
export function ApplicationForm({ positionParam = '', fallbackCareers }: ApplicationFormProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [step, setStep] = useState<ApplicationStep>(1);
  const [submitted, setSubmitted] = useState(false);
  const [linked, setLinked] = useState<LinkedPosition | null>(() => positionFromLink(positionParam, { fallbackCareers }));
  const [resume, setResume] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const stepHeadings = useRef<Partial<Record<ApplicationStep, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);
  // Set once the applicant picks a position, so a late answer from the server never overrides it.
  const positionTouched = useRef(false);

  const resolver = useMemo(() => applicationResolver(step), [step]);
  const [initialValues] = useState<ApplicationFormValues>(() => ({
    ...emptyApplication,
    position: linked?.position ?? '',
    otherPosition: linked?.otherPosition ?? '',
  }));
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues>({ resolver, defaultValues: initialValues });
  const position = useWatch({ control, name: 'position' });

  // A server opening's id is understood once the openings are known; the built-in ids at once.
  useEffect(() => {
    if (!needsServerCareers(positionParam)) return;
    let current = true;
    loadServerCareers().then(
      (careers) => {
        const fromServer = positionFromLink(positionParam, { serverCareers: careers, fallbackCareers });
        if (!current || !fromServer || positionTouched.current) return;
        setLinked(fromServer);
        setValue('position', fromServer.position);
        setValue('otherPosition', fromServer.otherPosition);
      },
      () => {
        // The openings could not be loaded: the built-in positions stand in.
      },
    );
    return () => {
      current = false;
    };
  }, [positionParam, fallbackCareers, setValue]);

  // Moving between steps puts the focus on the new step's heading.
  useEffect(() => {
    if (moved.current) stepHeadings.current[step]?.focus();
  }, [step]);

  const goTo = (next: ApplicationStep) => {
    moved.current = true;
    setStep(next);
  };

  const chooseResume = (file: File | null) => {
    setResume(file);
    setFileError(file ? resumeFileError(file) : null);
  };

  const onValid = async (values: ApplicationFormValues) => {
    setFailure([]);
    if (step === 2) {
      const problem = resumeFileError(resume);
      setFileError(problem);
      if (problem) {
        fileInput.current?.focus();
        return;
      }
    }
    if (step < LAST_STEP) {
      goTo((step + 1) as ApplicationStep);
      return;
    }
    const payload = applicationPayload(values);
    if (!payload.ok) {
      goTo(payload.step);
      return;
    }
    if (!resume || resumeFileError(resume)) {
      setFileError(resumeFileError(resume));
      goTo(2);
      return;
    }
    const outcome = await sendApplication(payload.form, resume, careerIdToSend(values, linked));
    if (outcome.ok) {
      reset(emptyApplication);
      setResume(null);
      setFileError(null);
      if (fileInput.current) fileInput.current.value = '';
      setLinked(null);
      positionTouched.current = false;
      moved.current = false;
      setStep(1);
      setSubmitted(true);
      toast(APPLICATION_MESSAGES.submitted, 'success');
      return;
    }
    if (outcome.fileError) {
      setFileError(outcome.fileError);
      goTo(2);
    } else {
      setFailure(outcome.messages);
    }
  };

  const onInvalid = () => {
    setFailure([]);
    if (step === 2) setFileError(resumeFileError(resume));
  };

  const previous = () => {
    clearErrors();
    setFailure([]);
    goTo((step - 1) as ApplicationStep);
  };

  const messages = [...bannerMessages(step, errorTexts(errors)), ...failure];
  const bannerId = `${id}-banner`;
  const fieldId = (field: ApplicationField) => `${id}-${field}`;
  const invalid = (field: ApplicationField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': bannerId } : {};
  const sending = isSubmitting && step === LAST_STEP;
  const stepLabel = (n: ApplicationStep) => APPLICATION_STEPS[n - 1]?.label ?? '';
  const headingProps = (n: ApplicationStep) => ({
    id: `${id}-step-${n}`,
    tabIndex: -1,
    ref: (element: HTMLHeadingElement | null) => {
      stepHeadings.current[n] = element;
    },
  });

  return (
    <>
      {submitted ? <ApplicationSubmitted /> : null}
      <Shell hidden={submitted}>
        <StepIndicator current={step} />
        <StackedForm noValidate aria-label="Job application" onSubmit={handleSubmit(onValid, onInvalid)}>
          <StepSection hidden={step !== 1} aria-labelledby={`${id}-step-1`}>
            <h2 {...headingProps(1)}>{stepLabel(1)}</h2>
            <FieldRow>
              <FormField>
                <label htmlFor={fieldId('firstName')}>
                  First Name
                  <RequiredMark />
                </label>
                <TextInput
                  id={fieldId('firstName')}
                  autoComplete="given-name"
                  aria-required="true"
                  {...invalid('firstName')}
                  {...register('firstName')}
                />
              </FormField>
              <FormField>
                <label htmlFor={fieldId('lastName')}>
                  Last Name
                  <RequiredMark />
                </label>
                <TextInput
                  id={fieldId('lastName')}
                  autoComplete="family-name"
                  aria-required="true"
                  {...invalid('lastName')}
                  {...register('lastName')}
                />
              </FormField>
            </FieldRow>
            <FormField>
              <label htmlFor={fieldId('email')}>
                Email Address
                <RequiredMark />
              </label>
              <TextInput
                id={fieldId('email')}
                type="email"
                autoComplete="email"
                aria-required="true"
                {...invalid('email')}
                {...register('email')}
              />
            </FormField>
            <FormField>
              <label htmlFor={fieldId('phone')}>
                Phone Number
                <RequiredMark />
              </label>
              <TextInput
                id={fieldId('phone')}
                type="tel"
                autoComplete="tel"
                placeholder="+260971234567"
                aria-required="true"
                {...invalid('phone')}
                {...register('phone')}
              />
            </FormField>
          </StepSection>

          <StepSection hidden={step !== 2} aria-labelledby={`${id}-step-2`}>
            <h2 {...headingProps(2)}>{stepLabel(2)}</h2>
            <FormField>
              <label htmlFor={fieldId('position')}>
                Position
                <RequiredMark />
              </label>
              <Select
                id={fieldId('position')}
                aria-required="true"
                {...invalid('position')}
                {...register('position', {
                  onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                    positionTouched.current = true;
                    if (event.target.value !== 'other') setValue('otherPosition', '');
                  },
                })}
              >
                <option value="">Select a position</option>
                {positionOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
            {position === 'other' ? (
              <FormField>
                <label htmlFor={fieldId('otherPosition')}>
                  Please specify the position
                  <RequiredMark />
                </label>
                <TextInput
                  id={fieldId('otherPosition')}
                  aria-required="true"
                  {...invalid('otherPosition')}
                  {...register('otherPosition', {
                    onChange: () => {
                      positionTouched.current = true;
                    },
                  })}
                />
              </FormField>
            ) : null}
            <ResumeUpload file={resume} error={fileError} onChoose={chooseResume} inputRef={fileInput} />
            <FormField>
              <label htmlFor={fieldId('experience')}>Years of Experience</label>
              <Select id={fieldId('experience')} {...invalid('experience')} {...register('experience')}>
                <option value="">Select experience</option>
                {experienceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
          </StepSection>

          <StepSection hidden={step !== 3} aria-labelledby={`${id}-step-3`}>
            <h2 {...headingProps(3)}>{stepLabel(3)}</h2>
            <FormField>
              <label htmlFor={fieldId('education')}>Highest Education</label>
              <Select id={fieldId('education')} {...invalid('education')} {...register('education')}>
                <option value="">Select education</option>
                {educationOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField>
              <label htmlFor={fieldId('availableFrom')}>Available From</label>
              <TextInput id={fieldId('availableFrom')} type="date" {...invalid('availableFrom')} {...register('availableFrom')} />
            </FormField>
            <FormField>
              <label htmlFor={fieldId('coverLetter')}>Cover Letter</label>
              <TextArea id={fieldId('coverLetter')} rows={6} {...invalid('coverLetter')} {...register('coverLetter')} />
            </FormField>
            <FormField>
              <label htmlFor={fieldId('heardFrom')}>How did you hear about us?</label>
              <Select id={fieldId('heardFrom')} {...invalid('heardFrom')} {...register('heardFrom')}>
                <option value="">Select an option</option>
                {heardFromOptionList.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <CheckRow>
              <input
                id={fieldId('agreeToTerms')}
                type="checkbox"
                aria-required="true"
                {...invalid('agreeToTerms')}
                {...register('agreeToTerms')}
              />
              <label htmlFor={fieldId('agreeToTerms')}>
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
          </StepSection>

          {messages.length > 0 ? (
            <ErrorBanner id={bannerId} role="alert">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </ErrorBanner>
          ) : null}

          <FormActions>
            {step > 1 ? (
              <SecondaryButton type="button" onClick={previous} disabled={sending}>
                Previous
              </SecondaryButton>
            ) : null}
            {step < LAST_STEP ? (
              <PrimaryButton key="next" type="submit">
                Next
              </PrimaryButton>
            ) : (
              <PrimaryButton key="submit" type="submit" disabled={sending} aria-busy={sending || undefined}>
                {sending ? 'Submitting...' : 'Submit Application'}
              </PrimaryButton>
            )}
          </FormActions>
        </StackedForm>
      </Shell>
    </>
  );
}
