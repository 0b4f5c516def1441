import styled from '@emotion/styled';
import { linkedStores, StoreBadge, theme, type StoreLinks } from '@storefront/ui';
import { Link } from 'react-router-dom';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
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

/**
 * The App Store and Google Play badges, drawn by the kit like every other page's; the pictures the
 * content service names for them are not used. With no usable store link, a link to the app page.
 */
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
        <StoreBadge key={store.store} store={store.store} url={store.url} />
      ))}
    </Row>
  );
}
