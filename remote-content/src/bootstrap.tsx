import { renderStandalone } from '@storefront/standalone';
import routes from './routes';

renderStandalone({ name: 'content', routes });
