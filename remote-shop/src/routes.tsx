import { lazyPage, pageRoute } from '@storefront/ui';
import { type RemoteRoutes } from '@storefront/contract';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const MenuPage = lazyPage(() => import(/* webpackChunkName: "route-menu" */ './pages/menu-page'));
const FoodPage = lazyPage(() => import(/* webpackChunkName: "route-food-id" */ './pages/food-page'));
const CartPage = lazyPage(() => import(/* webpackChunkName: "route-cart" */ './pages/cart-page'));
const CateringPage = lazyPage(() => import(/* webpackChunkName: "route-catering" */ './pages/catering-page'));
const CateringBundlePage = lazyPage(() => import(/* webpackChunkName: "route-catering-id" */ './pages/catering-bundle-page'));

/** Exposed as `./routes`: the shop's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  pageRoute('/menu', MenuPage),
  pageRoute('/food/:id', FoodPage),
  pageRoute('/cart', CartPage),
  pageRoute('/catering', CateringPage),
  pageRoute('/catering/:id', CateringBundlePage),
];

export default routes;
