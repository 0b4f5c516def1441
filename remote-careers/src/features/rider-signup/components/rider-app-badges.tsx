import styled from '@emotion/styled';
import { StoreBadge, theme } from '@storefront/ui';
import { useId } from 'react';
import { openableStoreLinks, RIDER_APP_STORES } from '../logic/rider-signup';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Tells riders their work happens in the rider app, with its App Store and Google Play links. */
export function RiderAppBadges() {
  const id = useId();
  const stores = openableStoreLinks(RIDER_APP_STORES);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Download the Rider App</h2>
      <p>
        Riders take delivery requests in the ZamEats Rider app, not on this website. Once you are registered, download
        the app and sign in with the e-mail and password you chose.
      </p>
      <Badges>
        {stores.map((store) => (
          <li key={store.store}>
            <StoreBadge store={store.store} url={store.url} label={`${store.label} (opens in a new tab)`} />
          </li>
        ))}
      </Badges>
    </Panel>
  );
}
