import { ContentSection, PageMain, type LoadState } from '@storefront/ui';
import type { TeamFocusItem } from '@storefront/api-client';
import { AboutIntro } from '../features/about/components/about-intro';
import { TeamFocus } from '../features/about/components/team-focus';
import { VisionPrinciples } from '../features/about/components/vision-principles';
import { aboutView, type AboutView } from '../features/about/logic/about-view';
import { FaqSection } from '../features/faq/components/faq-sections';
import { DownloadBanner } from '../features/home/components/download-banner';
import { FeatureCards } from '../features/home/components/feature-cards';

/** The about content, with each optional section shown unless its page_data flag is false. */
export function AboutLayout({ view, team }: { view: AboutView; team: LoadState<TeamFocusItem[]> }) {
  const { sections } = view;
  return (
    <PageMain>
      <AboutIntro view={view} />
      {sections.visionMission ? <VisionPrinciples vision={view.vision} /> : null}
      {sections.teamFocus ? <TeamFocus team={team} /> : null}
      {sections.features ? (
        <ContentSection aria-labelledby="about-features">
          <h2 id="about-features">What We Offer</h2>
          <FeatureCards cards={view.features} />
        </ContentSection>
      ) : null}
      {sections.faqs ? <FaqSection faqs={view.faqs} /> : null}
      {sections.appDownload ? <DownloadBanner banner={view.banner} /> : null}
    </PageMain>
  );
}

/** The about page while it is read: every section as a placeholder. */
export function AboutLoading() {
  return <AboutLayout view={aboutView({ status: 'loading' })} team={{ status: 'loading' }} />;
}
