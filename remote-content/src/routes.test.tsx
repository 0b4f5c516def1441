import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRemoteRoutes } from '@storefront/testing';
import routes from './routes';

describeRemoteRoutes('content', routes, {
  paths: ['/', '/about', '/faq', '/blog', '/blog/:id', '/contact', '/privacy', '/user-app', '/merchant-app', '/rider-app'],
  routesSource: readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8') });
