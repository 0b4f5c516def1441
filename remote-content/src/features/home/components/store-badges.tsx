import styled from '@emotion/styled';
import { ContentLink, contentLinkTarget, ImageWithFallback, safeImageSrc, theme } from '@storefront/shared';
import { Link } from 'react-router-dom';
import { storeBadgeArt } from '../logic/store-badge-art';

export interface StoreLinks {
  app_store_url?: string | null;
  google_play_url?: string | null;
  app_store_image?: string | null;
  google_play_image?: string | null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  img { display: block; width: 160px; height: 48px; object-fit: contain; }
`;

const AppPageLink = styled(Link)`
  display: inline-block;
  padding: 12px 20px;
  border-radius: 999px;
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.color.brandDark}; }
`;

const APP_STORE = 'Download on the App Store';
const GOOGLE_PLAY = 'Get it on Google Play';

/** The App Store and Google Play badges; with no usable store link, a link to the app page instead. */
export function StoreBadges({ links }: { links: StoreLinks }) {
  const stores = [
    { label: APP_STORE, short: 'App Store', url: links.app_store_url, image: links.app_store_image },
    { label: GOOGLE_PLAY, short: 'Google Play', url: links.google_play_url, image: links.google_play_image },
  ].filter((store) => contentLinkTarget(store.url) !== null);

  if (stores.length === 0) {
    return (
      <Row>
        <AppPageLink to="/user-app">Get the app</AppPageLink>
      </Row>
    );
  }
  return (
    <Row>
      {stores.map((store) => (
        <ContentLink key={store.label} url={store.url}>
          <ImageWithFallback
            src={safeImageSrc(store.image)}
            fallback={storeBadgeArt(store.short)}
            alt={store.label}
            width={160}
            height={48}
          />
        </ContentLink>
      ))}
    </Row>
  );
}
