import { PageHeading, PageMain } from '@storefront/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, searchOf, withParam } from '../features/meal-grid/logic/grid-location';
import { MealGrid } from '../features/meal-grid/components/meal-grid';
import { MenuSearch } from '../features/menu/menu-search';
import { RestaurantBanner } from '../features/menu/restaurant-banner';

/** /menu: the search lives in the address (`?q=`), so a shared link and Back keep it. */
export default function MenuPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  return (
    <PageMain>
      <MenuSearch value={search} onChange={(text) => setParams(withParam(params, SEARCH_PARAM, text), { replace: true, preventScrollReset: true })} />
      <Link to="/">Back to home</Link>
      <PageHeading>Menu</PageHeading>
      <RestaurantBanner />
      <MealGrid search={search} />
    </PageMain>
  );
}
