import type { SlotModule } from '@storefront/contract';
import { readMeals, type MealReads } from '../features/meal-grid/api/meal-grid-reads';
import { MealGrid } from '../features/meal-grid/components/meal-grid';

// Exposed as `./MealGrid`: the home page shows it in the `meal-grid` slot. The host reads it in the
// browser, as the grid comes near: read by the server, the whole catalogue the grid filters would
// come with the home page (about 6 KB of brotli), and the first screen would wait a round trip for it.
const widget = { default: MealGrid, read: readMeals } satisfies SlotModule<'meal-grid', MealReads>;
export default widget.default;
export const { read } = widget;
