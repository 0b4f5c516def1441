import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRemoteRoutes } from '@storefront/testing';
import routes from './routes';

describeRemoteRoutes('careers', routes, {
  paths: ['/careers', '/apply', '/support', '/rider/register'],
  routesSource: readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8') });
