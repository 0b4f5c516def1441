import styled from '@emotion/styled';
import { type UserAppPageData } from '@storefront/api-client';
import { theme } from '@storefront/ui';
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

const StoreLink = styled.a`
  display: inline-flex;
  flex-direction: column;
  min-width: 180px;
  padding: 10px 18px;
  border-radius: 10px;
  background: #000;
  color: #fff;
  text-decoration: none;
  small { font-size: 0.75rem; }
  span { font-size: 1.2rem; font-weight: 700; }
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
            <StoreLink href={view.appStoreUrl} target="_blank" rel="noopener noreferrer" aria-label="Download on the App Store (iOS)">
              {/* The space keeps the shown words apart, so the name contains them as read (WCAG 2.5.3). */}
              <small>Download on the</small> <span>App Store</span>
            </StoreLink>
            <StoreLink href={view.googlePlayUrl} target="_blank" rel="noopener noreferrer" aria-label="Get it on Google Play (Android)">
              <small>Get it on</small> <span>Google Play</span>
            </StoreLink>
          </CenteredActions>
        </PageSection>
      </div>
    </>
  );
}
