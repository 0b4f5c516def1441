import { describeRemoteRoutes } from '@storefront/shared/testing';
import routes from './routes';

describeRemoteRoutes('account', routes, {
  signedInPaths: ['/user/dashboard', '/user/address', '/user/profile', '/goodbye'],
});
