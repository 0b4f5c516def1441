// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/platform/webpack-server.mjs';

/** The content remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
    './FooterContent': './src/widgets/footer-content.tsx',
};

// The browser build and the Node.js build for server rendering, from the platform's one configuration.
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
  port: 3003,
  title: 'Content (standalone)',
  exposes,
  // Gzip KiB a production build may not exceed (the platform's build budgets), about 15% above the sizes
  // measured when they were set: remoteEntry.js 8.9 (the federation runtime's, on the host's core), largest chunk 11.3 (DOMPurify, fetched with
  // the first CMS HTML a page shows; the pages' own chunks are under 4.5), shared libraries 113.8
  // (fallbacks, fetched only when the page's copy does not fit).
  budgets: { entryKb: 10.5, chunkKb: 13, sharedKb: 160 },
});
