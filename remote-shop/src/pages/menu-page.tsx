import { useLoaderData } from 'react-router-dom';
import type { MealGridReads } from '../features/meal-grid/api/meal-grid-reads';
import { MealGridView } from '../features/meal-grid/components/meal-grid';
import { MenuFrame } from '../features/meal-grid/components/menu-frame';

/** /menu, with the meals its loader read (readMealGrid). */
export default function MenuPage() {
  const { meals, categories, deliveryPerKm } = useLoaderData() as MealGridReads;
  return <MenuFrame deliveryPerKm={deliveryPerKm}>{(search) => <MealGridView meals={meals} categories={categories} search={search} />}</MenuFrame>;
}
