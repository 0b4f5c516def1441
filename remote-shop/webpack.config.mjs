// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@storefront/tooling/webpack-app.mjs';

/** The shop remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
    './CartDrawer': './src/widgets/cart-drawer.tsx',
    './MealGrid': './src/widgets/meal-grid.tsx',
};

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shop',
  port: 3001,
  title: 'Shop (standalone)',
  exposes,
});
