import styled from '@emotion/styled';
import { ContentLink, ImageWithFallback, linkedStores, safeImageSrc, theme, type StoreLinks } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { storeBadgeArt } from '../logic/store-badge-art';

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

const BADGE_LABELS = { 'App Store': 'Download on the App Store', 'Google Play': 'Get it on Google Play' } as const;

/** The App Store and Google Play badges; with no usable store link, a link to the app page instead. */
export function StoreBadges({ links }: { links: StoreLinks }) {
  const stores = linkedStores(links);

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
        <ContentLink key={store.store} url={store.url}>
          <ImageWithFallback
            src={safeImageSrc(store.image)}
            fallback={storeBadgeArt(store.store)}
            alt={BADGE_LABELS[store.store]}
            width={160}
            height={48}
          />
        </ContentLink>
      ))}
    </Row>
  );
}
