import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRemoteRoutes } from '@storefront/testing';
import routes from './routes';

describeRemoteRoutes('account', routes, {
  routesSource: readFileSync(path.join(__dirname, 'routes.tsx'), 'utf8'),
  signedInPaths: ['/user/dashboard', '/user/orders/:id', '/user/address', '/user/profile', '/goodbye'],
});
