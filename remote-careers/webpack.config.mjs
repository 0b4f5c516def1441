// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@storefront/tooling/webpack-app.mjs';

/** The careers remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
};

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'careers',
  port: 3004,
  title: 'Careers (standalone)',
  exposes,
});
