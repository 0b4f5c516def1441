import { renderStandalone } from '@storefront/standalone';
import routes from './routes';
import CartDrawer from './widgets/cart-drawer';

renderStandalone({ name: 'shop', routes, extras: <CartDrawer /> });
