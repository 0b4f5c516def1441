import { BackLink, PageHeading, PageMain } from '@storefront/ui';
import { CareerOpenings } from '../features/careers/components/career-openings';
import { CareersIntro } from '../features/careers/components/careers-intro';
import { HiringProcess } from '../features/careers/components/hiring-process';
import { DEFAULT_CAREERS } from '../features/careers/logic/default-careers';

/** /careers: why work here, the current openings (or the default positions) and how hiring works. */
export default function CareersPage() {
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Join Our Team</PageHeading>
      <CareersIntro />
      <CareerOpenings defaults={DEFAULT_CAREERS} />
      <HiringProcess />
    </PageMain>
  );
}
