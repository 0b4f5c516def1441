import { PageMain, theme } from '@storefront/shared';
import { Link } from 'react-router-dom';
import { FaqPageContent } from '../features/faq/components/faq-sections';
import { AppDownloadBannerBlock } from '../features/home/components/download-banner';

export default function FaqPage() {
  return (
    <PageMain>
      <Link to="/" css={{ display: 'inline-block', marginTop: 16, color: theme.color.brand, fontWeight: 600 }}>
        <span aria-hidden="true">← </span>
        Back to Home
      </Link>
      <FaqPageContent />
      <AppDownloadBannerBlock />
    </PageMain>
  );
}
