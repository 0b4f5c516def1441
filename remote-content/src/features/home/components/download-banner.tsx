import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  BRAND_LOGO_IMAGE,
  BRAND_NAME,
  ImageWithFallback,
  LoadingSkeleton,
  safeColor,
  safeImageSrc,
  Skeleton,
  theme,
  type LoadState,
} from '@storefront/ui';
import { type AppDownloadBanner, type AppDownloadContent, type HomepageContent } from '@storefront/api-client';
import { useId } from 'react';
import { bannerOrDefault, bannerView, type BannerView } from '../logic/block-view';
import { DEFAULT_DOWNLOAD_BANNER } from '../logic/default-home-content';
import { StoreBadges } from './store-badges';

const BANNER_MIN_HEIGHT = '260px';

const Frame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: center;
  gap: 24px;
  min-height: ${BANNER_MIN_HEIGHT};
  margin: 48px 0 0;
  padding: 36px 32px;
  box-sizing: border-box;
  overflow: hidden;
  border-radius: 24px;
  ${theme.mobileQuery} { grid-template-columns: 1fr; }
  h2 { margin: 0 0 8px; font-size: clamp(1.4rem, 4vw, 2.1rem); }
  p { margin: 0 0 20px; font-size: 1.05rem; }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-10px); }
`;

const Phone = styled(ImageWithFallback)`
  justify-self: center;
  width: 100%;
  max-width: 220px;
  height: auto;
  aspect-ratio: 3 / 4;
  object-fit: contain;
  ${theme.mobileQuery} { display: none; }
`;

const floating = css`
  animation: ${float} 4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

function Banner({ banner }: { banner: AppDownloadBanner }) {
  const headingId = useId();
  const phone = safeImageSrc(banner.phone_image) ?? safeImageSrc(banner.circular_image);
  return (
    <Frame
      aria-labelledby={headingId}
      style={{
        background: safeColor(banner.background_color) ?? theme.color.brand,
        color: safeColor(banner.text_color) ?? '#ffffff',
      }}
    >
      <div>
        <h2 id={headingId}>{banner.title}</h2>
        {banner.subtitle ? <p>{banner.subtitle}</p> : null}
        <StoreBadges links={banner} />
      </div>
      <Phone
        src={phone}
        fallback={BRAND_LOGO_IMAGE}
        alt={`The ${BRAND_NAME} app on a phone`}
        width={220}
        height={293}
        css={banner.animation_type === 'float' ? floating : undefined}
      />
    </Frame>
  );
}

function BannerOf({ view }: { view: BannerView }) {
  if (view.status === 'loading') {
    return (
      <LoadingSkeleton label="Loading the app banner">
        <Skeleton height={BANNER_MIN_HEIGHT} radius="24px" css={{ marginTop: 48 }} />
      </LoadingSkeleton>
    );
  }
  return view.status === 'shown' ? <Banner banner={view.banner} /> : null;
}

/**
 * The download banner given by a page's own content (about): `undefined` while that loads, `null`
 * when it has none or failed (the default banner shows), nothing when the banner is switched off.
 */
export function DownloadBanner({ banner }: { banner: AppDownloadBanner | null | undefined }) {
  const view: BannerView = banner === undefined ? { status: 'loading' } : bannerOrDefault(banner, DEFAULT_DOWNLOAD_BANNER);
  return <BannerOf view={view} />;
}

/** The home page's download banner, from the homepage content. */
export function HomeDownloadBanner({ homepage }: { homepage: LoadState<HomepageContent> }) {
  return <BannerOf view={bannerView(homepage, (content) => content.appDownloadBanner, DEFAULT_DOWNLOAD_BANNER)} />;
}

/** The download banner of a page without one in its content (FAQ): the app-download content. */
export function AppDownloadBannerBlock({ banner }: { banner: LoadState<AppDownloadContent> }) {
  return <BannerOf view={bannerView(banner, (content) => content.app_download, DEFAULT_DOWNLOAD_BANNER)} />;
}
