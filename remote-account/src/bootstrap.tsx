import { renderStandalone } from '@storefront/standalone';
import routes from './routes';

renderStandalone({ name: 'account', routes });
