import { renderStandalone } from '@storefront/shared';
import routes from './routes';

renderStandalone({ name: 'careers', routes });
