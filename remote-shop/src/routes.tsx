import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const MenuPage = lazy(() => import(/* webpackChunkName: "route-menu" */ './pages/menu-page'));
const FoodPage = lazy(() => import(/* webpackChunkName: "route-food-id" */ './pages/food-page'));
const CartPage = lazy(() => import(/* webpackChunkName: "route-cart" */ './pages/cart-page'));
const CateringPage = lazy(() => import(/* webpackChunkName: "route-catering" */ './pages/catering-page'));
const CateringBundlePage = lazy(() => import(/* webpackChunkName: "route-catering-id" */ './pages/catering-bundle-page'));

/** Exposed as `./routes`: the shop's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/menu', element: <MenuPage /> },
  { path: '/food/:id', element: <FoodPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/catering', element: <CateringPage /> },
  { path: '/catering/:id', element: <CateringBundlePage /> },
];

export default routes;
