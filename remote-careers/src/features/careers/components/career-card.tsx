import styled from '@emotion/styled';
import { theme, VisuallyHidden } from '@storefront/ui';
import { type Career } from '@storefront/api-client';
import { useId } from 'react';
import { applyLink, benefitsPreview, deadlineText, jobTypeOf, salaryText } from '../logic/career-card';
import { ButtonLink, OpeningCardFrame } from './careers-styles';

const Card = styled(OpeningCardFrame.withComponent('article'))`
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

/** A wrapping row of small items with no bullets. */
const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.span<{ tone?: 'brand' | 'plain' | 'featured' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${(props) => (props.tone === 'featured' ? '#fef9c3' : props.tone === 'brand' ? theme.color.brandSoft : '#f3f4f6')};
  color: ${(props) => (props.tone === 'featured' ? theme.color.warning : props.tone === 'brand' ? theme.color.brandDark : theme.color.muted)};
`;

const Salary = styled.p`
  font-weight: 700;
  color: ${theme.color.success};
`;

const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/** The requirements snippet is cut to two lines to keep cards short; screen readers get it all. */
const Requirements = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  white-space: pre-line;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const Benefits = styled(Badges)`
  li {
    padding: 2px 8px;
    border: 1px solid ${theme.color.border};
    border-radius: 6px;
    font-size: 0.8rem;
  }
`;

const Apply = styled(ButtonLink)`
  margin-top: auto;
  align-self: flex-start;
`;

/** One opening: its badges, salary, deadline, description, requirements, benefits and Apply Now. */
export function CareerCard({ career }: { career: Career }) {
  const titleId = useId();
  const salary = salaryText(career.salary_min, career.salary_max);
  const deadline = deadlineText(career.application_deadline);
  const benefits = benefitsPreview(career.benefits);
  const requirements = career.requirements?.trim();
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{career.title}</h3>
        {career.is_featured ? <Badge tone="featured">Featured</Badge> : null}
      </Head>
      <Badges aria-label="Job details">
        {career.location?.trim() ? (
          <li>
            <Badge tone="brand">
              <VisuallyHidden>Location: </VisuallyHidden>
              {career.location}
            </Badge>
          </li>
        ) : null}
        <li>
          <Badge>
            <VisuallyHidden>Type: </VisuallyHidden>
            {jobTypeOf(career)}
          </Badge>
        </li>
        {career.department?.trim() ? (
          <li>
            <Badge>
              <VisuallyHidden>Department: </VisuallyHidden>
              {career.department}
            </Badge>
          </li>
        ) : null}
      </Badges>
      {salary ? <Salary>{salary}</Salary> : null}
      {deadline ? <Muted>{deadline}</Muted> : null}
      {career.description?.trim() ? <p>{career.description}</p> : null}
      {requirements ? (
        <Requirements>
          <strong>Requirements: </strong>
          {requirements}
        </Requirements>
      ) : null}
      {benefits.shown.length > 0 ? (
        <Benefits aria-label="Benefits">
          {benefits.shown.map((benefit, index) => (
            <li key={`${index}-${benefit}`}>{benefit}</li>
          ))}
          {benefits.moreText ? <li>{benefits.moreText}</li> : null}
        </Benefits>
      ) : null}
      <Apply to={applyLink(career.id)}>
        Apply Now<VisuallyHidden> for {career.title}</VisuallyHidden>
      </Apply>
    </Card>
  );
}
