import styled from '@emotion/styled';
import { type RiderAppPageData } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { useId } from 'react';
import { riderAppView } from '../logic/app-page-content';
import { AppHero, BenefitGrid, CtaLink, PageSection, ProcessSteps } from './app-page-parts';

/** The product gives 'Apply as a Rider' no action; the rider sign-up form is where riders apply. */
export const RIDER_SIGN_UP_PATH = '/rider/register';

const RequirementColumns = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  max-width: 900px;
  margin: 0 auto;
  & > div { padding: 24px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  h3 { margin: 0 0 12px; font-size: 1.1rem; }
  ul { margin: 0; padding-left: 20px; }
  li + li { margin-top: 6px; }
`;

/** /rider-app: hero with 'Apply as a Rider', benefits, requirements for rider and vehicle, and the steps. */
export function RiderAppContent({ page }: { page: RiderAppPageData | null }) {
  const riderId = useId();
  const vehicleId = useId();
  const view = riderAppView(page);
  return (
    <>
      <AppHero hero={view.hero} imageAlt="The rider app" action={<CtaLink to={RIDER_SIGN_UP_PATH}>{view.hero.ctaText}</CtaLink>} />
      <PageSection title="Why Ride with Us">
        <BenefitGrid benefits={view.benefits} />
      </PageSection>
      <PageSection title="Requirements">
        <RequirementColumns>
          <div>
            <h3 id={riderId}>Rider</h3>
            <ul aria-labelledby={riderId}>
              {view.requirements.rider.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 id={vehicleId}>Vehicle</h3>
            <ul aria-labelledby={vehicleId}>
              {view.requirements.vehicle.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </RequirementColumns>
      </PageSection>
      <PageSection title="How to Get Started">
        <ProcessSteps steps={view.processSteps} />
      </PageSection>
    </>
  );
}
