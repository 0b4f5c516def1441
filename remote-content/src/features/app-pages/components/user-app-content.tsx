import styled from '@emotion/styled';
import { type UserAppPageData } from '@storefront/api-client';
import { StoreBadge, theme } from '@storefront/ui';
import { Check } from 'lucide-react';
import { userAppView } from '../logic/app-page-content';
import { AppHero, BenefitGrid, CenteredActions, CtaAnchor, PageSection } from './app-page-parts';

const Features = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  max-width: 900px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 10px;
    padding: 14px 16px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  /* The check mark stands beside the title; the description lines up under the title. */
  svg { grid-row: span 2; margin-top: 2px; color: ${theme.color.success}; }
  p { margin: 4px 0 0; color: ${theme.color.muted}; }
`;

const DOWNLOAD_SECTION_ID = 'download-app';

/** /user-app: the customer app's hero, features, benefits and store links (the defaults for a page not read: null). */
export function UserAppContent({ page }: { page: UserAppPageData | null }) {
  const view = userAppView(page);
  return (
    <>
      <AppHero
        hero={view.hero}
        imageAlt="The customer app"
        action={<CtaAnchor href={`#${DOWNLOAD_SECTION_ID}`}>{view.hero.ctaText}</CtaAnchor>}
      />
      <PageSection title="App Features">
        <Features>
          {view.features.map((feature) => (
            <li key={feature.title}>
              <Check size={18} strokeWidth={3} />
              <strong>{feature.title}</strong>
              {feature.description ? <p>{feature.description}</p> : null}
            </li>
          ))}
        </Features>
      </PageSection>
      <PageSection title="Why Use the App">
        <BenefitGrid benefits={view.benefits} />
      </PageSection>
      <div id={DOWNLOAD_SECTION_ID}>
        <PageSection title="Download the App">
          <CenteredActions>
            <StoreBadge store="App Store" url={view.appStoreUrl} label="Download on the App Store (iOS)" />
            <StoreBadge store="Google Play" url={view.googlePlayUrl} label="Get it on Google Play (Android)" />
          </CenteredActions>
        </PageSection>
      </div>
    </>
  );
}
