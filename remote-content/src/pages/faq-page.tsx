import { BackLink, PageMain } from '@storefront/ui';
import { FaqPageContent } from '../features/faq/components/faq-sections';
import { AppDownloadBannerBlock } from '../features/home/components/download-banner';

export default function FaqPage() {
  return (
    <PageMain>
      <BackLink to="/" css={{ marginTop: 16 }}>Back to Home</BackLink>
      <FaqPageContent />
      <AppDownloadBannerBlock />
    </PageMain>
  );
}
