// Exposed as `./MealGrid`: the home page shows it in the `meal-grid` slot.
export { MealGrid as default } from '../features/meal-grid/components/meal-grid';
