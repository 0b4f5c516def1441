// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/platform/webpack-server.mjs';

/** The shop remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
    './CartDrawer': './src/widgets/cart-drawer.tsx',
    './MealGrid': './src/widgets/meal-grid.tsx',
};

// The browser build and the Node.js build for server rendering, from the platform's one configuration.
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shop',
  port: 3001,
  title: 'Shop (standalone)',
  exposes,
  // Gzip KiB a production build may not exceed (the platform's build budgets), about 15% above the sizes
  // measured when they were set: remoteEntry.js 8.7 (the federation runtime's, on the host's core), largest chunk 13.0 (react-hook-form), shared libraries 113.7
  // (fallbacks, fetched only when the page's copy does not fit).
  budgets: { entryKb: 10, chunkKb: 15, sharedKb: 160 },
});
