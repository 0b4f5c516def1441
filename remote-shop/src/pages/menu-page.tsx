import { PageHeading, PageMain } from '@storefront/shared';
import { Link } from 'react-router-dom';
import { MealGrid } from '../features/meal-grid/components/meal-grid';

export default function MenuPage() {
  return (
    <PageMain>
      <Link to="/">Back to home</Link>
      <PageHeading>Menu</PageHeading>
      <MealGrid />
    </PageMain>
  );
}
