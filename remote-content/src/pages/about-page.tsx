import { ContentSection, PageMain, useLoad } from '@storefront/ui';
import { loadAboutContent } from '../features/about/api/load-about';
import { AboutIntro } from '../features/about/components/about-intro';
import { TeamFocus } from '../features/about/components/team-focus';
import { VisionPrinciples } from '../features/about/components/vision-principles';
import { aboutView } from '../features/about/logic/about-view';
import { FaqSection } from '../features/faq/components/faq-sections';
import { DownloadBanner } from '../features/home/components/download-banner';
import { FeatureCards } from '../features/home/components/feature-cards';

/** The about content, with each optional section shown unless its page_data flag is false. */
export default function AboutPage() {
  const view = aboutView(useLoad(loadAboutContent));
  const { sections } = view;
  return (
    <PageMain>
      <AboutIntro view={view} />
      {sections.visionMission ? <VisionPrinciples vision={view.vision} /> : null}
      {sections.teamFocus ? <TeamFocus /> : null}
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
