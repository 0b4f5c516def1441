import styled from '@emotion/styled';
import { LoadingSkeleton, safeColor, Skeleton, theme, type LoadState } from '@storefront/ui';
import { type AppDownloadBanner, type HomepageContent } from '@storefront/api-client';
import { useId } from 'react';
import { bannerView } from '../logic/block-view';
import { DEFAULT_APP_DOWNLOAD } from '../logic/default-home-content';
import { StoreBadges } from './store-badges';

const BLOCK_MIN_HEIGHT = '140px';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  min-height: ${BLOCK_MIN_HEIGHT};
  margin: 0 0 32px;
  padding: 24px 28px;
  box-sizing: border-box;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 6px; font-size: 1.4rem; }
  p { margin: 0; color: inherit; opacity: 0.85; }
`;

function AppDownloadCard({ banner }: { banner: AppDownloadBanner }) {
  const headingId = useId();
  return (
    <Card
      aria-labelledby={headingId}
      style={{
        background: safeColor(banner.background_color) ?? theme.color.surface,
        color: safeColor(banner.text_color) ?? theme.color.text,
      }}
    >
      <div>
        <h2 id={headingId}>{banner.title}</h2>
        {banner.subtitle ? <p>{banner.subtitle}</p> : null}
      </div>
      <StoreBadges links={banner} />
    </Card>
  );
}

/** The app-download block under the hero, from the homepage content; its default when that fails. */
export function AppDownloadBlock({ homepage }: { homepage: LoadState<HomepageContent> }) {
  const view = bannerView(homepage, (content) => content.appDownload, DEFAULT_APP_DOWNLOAD);
  if (view.status === 'loading') {
    return (
      <LoadingSkeleton label="Loading the app download">
        <Skeleton height={BLOCK_MIN_HEIGHT} css={{ marginBottom: 32 }} />
      </LoadingSkeleton>
    );
  }
  return view.status === 'shown' ? <AppDownloadCard banner={view.banner} /> : null;
}
