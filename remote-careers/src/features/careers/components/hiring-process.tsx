import styled from '@emotion/styled';
import { ContentSection, theme } from '@storefront/ui';
import { useId } from 'react';
import { ButtonLink } from './careers-styles';

const Steps = styled.ol`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  counter-increment: step;
  padding: 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    margin-bottom: 8px;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 700;
  }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const General = styled.div`
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  text-align: center;
  p { margin: 0 0 16px; }
`;

export const HIRING_STEPS = [
  { title: 'Online Application', description: 'Send us your details and your resume through the online form.' },
  { title: 'Initial Screening', description: 'Our team reviews your application and may call you for a short chat.' },
  { title: 'Interviews', description: 'Meet the people you would work with in 2-3 interview rounds.' },
  { title: 'Job Offer', description: 'Successful candidates receive an offer letter by e-mail.' },
] as const;

/** The four steps of hiring, and the general application for people no opening fits. */
export function HiringProcess() {
  const headingId = useId();
  return (
    <ContentSection aria-labelledby={headingId}>
      <h2 id={headingId}>Our Hiring Process</h2>
      <Steps>
        {HIRING_STEPS.map((step) => (
          <Step key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </Step>
        ))}
      </Steps>
      <General>
        <p>Don&apos;t see a position that fits? We would still like to hear from you.</p>
        <ButtonLink to="/apply">Submit a General Application</ButtonLink>
      </General>
    </ContentSection>
  );
}
