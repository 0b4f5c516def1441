import { PageHeading, PageMain } from '@storefront/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MealGrid } from '../features/meal-grid/components/meal-grid';
import { MenuSearch } from '../features/menu/menu-search';
import { RestaurantBanner } from '../features/menu/restaurant-banner';

export default function MenuPage() {
  const [search, setSearch] = useState('');
  return (
    <PageMain>
      <MenuSearch value={search} onChange={setSearch} />
      <Link to="/">Back to home</Link>
      <PageHeading>Menu</PageHeading>
      <RestaurantBanner />
      <MealGrid search={search} />
    </PageMain>
  );
}
