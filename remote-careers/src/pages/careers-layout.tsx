import { BackLink, PageHeading, PageMain, type LoadState } from '@storefront/ui';
import type { Career } from '@storefront/api-client';
import { CareerOpenings } from '../features/careers/components/career-openings';
import { CareersIntro } from '../features/careers/components/careers-intro';
import { HiringProcess } from '../features/careers/components/hiring-process';
import { DEFAULT_CAREERS } from '../features/careers/logic/default-careers';

/** /careers: why work here, the current openings (or the default positions) and how hiring works. */
export function CareersLayout({ openings }: { openings: LoadState<Career[]> }) {
  return (
    <PageMain>
      <BackLink to="/">Back to Home</BackLink>
      <PageHeading>Join Our Team</PageHeading>
      <CareersIntro />
      <CareerOpenings openings={openings} defaults={DEFAULT_CAREERS} />
      <HiringProcess />
    </PageMain>
  );
}

/** The careers page while its openings are read: the whole page, three placeholder cards for them. */
export function CareersLoading() {
  return <CareersLayout openings={{ status: 'loading' }} />;
}
