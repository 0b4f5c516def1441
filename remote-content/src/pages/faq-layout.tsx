import { BackLink, PageMain, type LoadState } from '@storefront/ui';
import type { AppDownloadContent, FaqsContent } from '@storefront/api-client';
import { FaqPageContent } from '../features/faq/components/faq-sections';
import { AppDownloadBannerBlock } from '../features/home/components/download-banner';

export function FaqLayout({ content, banner }: { content: LoadState<FaqsContent>; banner: LoadState<AppDownloadContent> }) {
  return (
    <PageMain>
      <BackLink to="/" css={{ marginTop: 16 }}>Back to Home</BackLink>
      <FaqPageContent content={content} />
      <AppDownloadBannerBlock banner={banner} />
    </PageMain>
  );
}

/** The FAQ page while it is read: its heading, placeholder questions and banner. */
export function FaqLoading() {
  return <FaqLayout content={{ status: 'loading' }} banner={{ status: 'loading' }} />;
}
