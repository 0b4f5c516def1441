// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@storefront/tooling/webpack-app.mjs';

/** The content remote: its routes and the widgets it lends to other areas through slots. */
export const exposes = {
    './routes': './src/routes.tsx',
    './FooterContent': './src/widgets/footer-content.tsx',
};

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
  port: 3003,
  title: 'Content (standalone)',
  exposes,
});
