import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { APPLICATION_STEPS, type ApplicationStep } from '../logic/application-form';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  &[hidden] { display: none; }
`;

export interface ApplicationStepSectionProps {
  step: ApplicationStep;
  current: ApplicationStep;
  /** Receives the step's heading, which gets the focus when the applicant moves to the step. */
  headingRef: (step: ApplicationStep, heading: HTMLHeadingElement | null) => void;
  children: ReactNode;
}

/**
 * One step of the application, named by its heading. Every step stays in the page, hidden unless
 * current, so the chosen file and every value survive moving between them.
 */
export function ApplicationStepSection({ step, current, headingRef, children }: ApplicationStepSectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <Section hidden={step !== current} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={(heading) => headingRef(step, heading)}>
        {APPLICATION_STEPS[step - 1]?.label ?? ''}
      </h2>
      {children}
    </Section>
  );
}
