import type { SlotModule } from '@storefront/contract';
import { readMealGrid, type MealGridReads } from '../features/meal-grid/api/meal-grid-reads';
import { MealGrid } from '../features/meal-grid/components/meal-grid';

// Exposed as `./MealGrid`: the home page shows it in the `meal-grid` slot, and the host's server
// does its read when it renders the page, so the meals come with the page.
const widget: SlotModule<'meal-grid', MealGridReads> = { default: MealGrid, read: readMealGrid };
export default widget.default;
export const { read } = widget;
