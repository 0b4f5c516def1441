// Exposed as `./MealGrid`: the home page shows it in the `meal-grid` slot. It reads the meals
// itself, in the browser: read by the server, the whole catalogue the grid filters would come with
// the home page (about 6 KB of brotli), and the page's first screen would wait a round trip for it.
export { MealGrid as default } from '../features/meal-grid/components/meal-grid';
