import { renderStandalone } from '@storefront/shared';
import routes from './routes';

renderStandalone({ name: 'account', routes });
