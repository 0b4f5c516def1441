import styled from '@emotion/styled';
import { BackLink, PageHeading, PageMain, theme } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_CAREERS } from '../features/careers/logic/default-careers';
import { ApplicationForm } from '../features/job-application/components/application-form';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${theme.color.muted};
`;

/**
 * /apply; `?position=` names the position (an option, or the id of an opening on the careers
 * page, whose built-in positions the page hands to the form). A new `?position=` starts afresh.
 */
export default function ApplyPage() {
  const [searchParams] = useSearchParams();
  const position = searchParams.get('position') ?? '';
  return (
    <PageMain>
      <BackLink to="/careers">Back to Careers</BackLink>
      <PageHeading>Job Application</PageHeading>
      <Intro>Tell us about yourself in three short steps. Fields marked * are required.</Intro>
      <ApplicationForm key={position} positionParam={position} fallbackCareers={DEFAULT_CAREERS} />
    </PageMain>
  );
}
