import styled from '@emotion/styled';
import { PagePanel, StackedForm } from '@storefront/ui';
import { resumeFileError } from '@storefront/api-client';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { sendApplication } from '../api/send-application';
import {
  APPLICATION_MESSAGES,
  bannerMessages,
  emptyApplication,
  errorTexts,
  LAST_STEP,
  type ApplicationField,
  type ApplicationFormValues,
  type ApplicationStep,
} from '../logic/application-form';
import { moveAfterValidStep } from '../logic/application-progress';
import { applicationResolver } from '../logic/application-resolver';
import { careerIdToSend, type CareerRef } from '../logic/position-from-link';
import { useApplicationSteps } from '../state/use-application-steps';
import { useLinkedPosition } from '../state/use-linked-position';
import { useResume } from '../state/use-resume';
import { ApplicationStepSection } from './application-step-section';
import { ApplicationSubmitted } from './application-submitted';
import { ApplicationActions } from './application-actions';
import { StepProblems } from './application-styles';
import { BackgroundFields } from './background-fields';
import { PersonalInfoFields } from './personal-info-fields';
import { PositionFields } from './position-fields';
import { StepIndicator } from './step-indicator';

const Shell = styled(PagePanel.withComponent('div'))`
  gap: 20px;
  max-width: 720px;
  margin: 0 auto;
  /* The attribute alone loses to display: flex. */
  &[hidden] { display: none; }
`;

export interface ApplicationFormProps {
  /** `?position=`: an option value, a built-in position's id (1-5) or a server opening's id. */
  positionParam?: string;
  /** The built-in positions a link from the careers page may name when the openings could not load. */
  fallbackCareers: readonly CareerRef[];
}

/**
 * The three-step job application: Next only when the step's rules hold (else their messages in
 * the red banner, the resume's under the upload box), Previous keeping everything, and Submit
 * Application on the last step.
 */
export function ApplicationForm({ positionParam = '', fallbackCareers }: ApplicationFormProps) {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const { step, goTo, restart, headingRef } = useApplicationSteps();
  const [submitted, setSubmitted] = useState(false);
  const resume = useResume();
  const [failure, setFailure] = useState<string[]>([]);
  const link = useLinkedPosition(positionParam, fallbackCareers);
  const resolver = useMemo(() => applicationResolver(step), [step]);
  const [defaultValues] = useState<ApplicationFormValues>(() => ({
    ...emptyApplication,
    position: link.linked?.position ?? '',
    otherPosition: link.linked?.otherPosition ?? '',
  }));
  const { register, handleSubmit, setValue, reset, clearErrors, control, formState } = useForm<ApplicationFormValues>({ resolver, defaultValues });
  const position = useWatch({ control, name: 'position' });

  useEffect(() => {
    if (!link.late) return;
    setValue('position', link.late.position);
    setValue('otherPosition', link.late.otherPosition);
  }, [link.late, setValue]);

  const sent = () => {
    reset(emptyApplication);
    resume.clear();
    link.forget();
    restart();
    setSubmitted(true);
    toast(APPLICATION_MESSAGES.submitted, 'success');
  };

  const onValid = handleSubmit(
    async (values) => {
      setFailure([]);
      const move = moveAfterValidStep(step, values, resume.file);
      if (move.kind === 'resume') return resume.refuse(move.problem);
      if (move.kind === 'step') {
        if (move.fileError !== undefined) resume.setError(move.fileError);
        return goTo(move.step);
      }
      const outcome = await sendApplication(move.form, move.resume, careerIdToSend(values, link.linked));
      if (outcome.ok) sent();
      else if (outcome.fileError) {
        resume.setError(outcome.fileError);
        goTo(2);
      } else setFailure(outcome.messages);
    },
    () => {
      setFailure([]);
      if (step === 2) resume.setError(resumeFileError(resume.file));
    },
  );

  const previous = () => {
    clearErrors();
    setFailure([]);
    goTo((step - 1) as ApplicationStep);
  };

  const messages = [...bannerMessages(step, errorTexts(formState.errors)), ...failure];
  const bannerId = `${id}-banner`;
  const check = (field: ApplicationField) => (formState.errors[field] ? { invalid: true, describedBy: bannerId } : {});
  const sending = formState.isSubmitting && step === LAST_STEP;
  const section = { current: step, headingRef };

  return (
    <>
      {submitted ? <ApplicationSubmitted /> : null}
      <Shell hidden={submitted}>
        <StepIndicator current={step} />
        <StackedForm method="post" noValidate aria-label="Job application" onSubmit={onValid}>
          <ApplicationStepSection step={1} {...section}>
            <PersonalInfoFields register={register} check={check} />
          </ApplicationStepSection>
          <ApplicationStepSection step={2} {...section}>
            <PositionFields
              register={register}
              check={check}
              position={position}
              onPositionTouched={(chosen) => {
                link.touch();
                if (chosen !== undefined && chosen !== 'other') setValue('otherPosition', '');
              }}
              resume={resume}
            />
          </ApplicationStepSection>
          <ApplicationStepSection step={3} {...section}>
            <BackgroundFields register={register} check={check} />
          </ApplicationStepSection>

          <StepProblems id={bannerId} messages={messages} />
          <ApplicationActions step={step} sending={sending} onPrevious={previous} />
        </StackedForm>
      </Shell>
    </>
  );
}
