// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfigs } from '@storefront/platform/webpack-server.mjs';

/** The account remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
    './LoginForm': './src/widgets/login-form.tsx',
    './RegisterForm': './src/widgets/register-form.tsx',
    './AddressForm': './src/widgets/address-form.tsx',
};

// The browser build and the Node.js build for server rendering, from the platform's one configuration.
export default createAppConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'account',
  port: 3002,
  title: 'Account (standalone)',
  exposes,
  // Gzip KiB a production build may not exceed (the platform's build budgets), about 15% above the sizes
  // measured when they were set: remoteEntry.js 9.5 (the federation runtime's, on the host's core), largest chunk 21.6 (libphonenumber-js), shared libraries 136
  // (fallbacks, fetched only when the page's copy does not fit).
  budgets: { entryKb: 11, chunkKb: 25, sharedKb: 160 },
});
