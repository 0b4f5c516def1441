import { type MerchantAppPageData } from '@storefront/api-client';
import { merchantAppView } from '../logic/app-page-content';
import { AppHero, BenefitGrid, CenteredActions, CtaLink, PageSection, ProcessSteps } from './app-page-parts';

/**
 * The product gives 'Register as a Merchant' and 'Apply Now' no action; both open the contact
 * form with the subject filled in, the one way a merchant can reach the company from this site.
 */
export const MERCHANT_SIGN_UP_PATH = `/contact?${new URLSearchParams({ subject: 'Merchant registration' })}`;

/** /merchant-app: hero, benefits, the sign-up steps and the buttons to apply. */
export function MerchantAppContent({ page }: { page: MerchantAppPageData | null }) {
  const view = merchantAppView(page);
  return (
    <>
      <AppHero
        hero={view.hero}
        imageAlt="The merchant app"
        action={<CtaLink to={MERCHANT_SIGN_UP_PATH}>{view.hero.ctaText}</CtaLink>}
      />
      <PageSection title="Why Partner with Us">
        <BenefitGrid benefits={view.benefits} />
      </PageSection>
      <PageSection title="How It Works">
        <ProcessSteps steps={view.processSteps} />
      </PageSection>
      <PageSection title="Ready to Grow Your Business?">
        <CenteredActions>
          <CtaLink to={MERCHANT_SIGN_UP_PATH}>Apply Now</CtaLink>
        </CenteredActions>
      </PageSection>
    </>
  );
}
