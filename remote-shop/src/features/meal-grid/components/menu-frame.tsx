import { PageHeading, PageMain } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, searchOf, withParam } from '../logic/grid-location';
import { MenuSearch } from './menu-search';
import { RestaurantBanner } from './restaurant-banner';

/**
 * The menu around its grid: the search lives in the address (`?q=`), so a shared link and Back
 * keep it. `deliveryPerKm` is the banner's rate, null while it is read.
 */
export function MenuFrame({ children, deliveryPerKm }: { children: (search: string) => ReactNode; deliveryPerKm: number | null }) {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  return (
    <PageMain>
      <MenuSearch
        value={search}
        params={params}
        onChange={(text) => setParams(withParam(params, SEARCH_PARAM, text), { replace: true, preventScrollReset: true })}
      />
      <Link to="/">Back to home</Link>
      <PageHeading>Menu</PageHeading>
      <RestaurantBanner deliveryPerKm={deliveryPerKm} />
      {children(search)}
    </PageMain>
  );
}

/** The menu while its meals load: the same page, with the grid's loading text in its place. */
export function MenuLoading() {
  return <MenuFrame deliveryPerKm={null}>{() => <p role="status">Loading meals...</p>}</MenuFrame>;
}
