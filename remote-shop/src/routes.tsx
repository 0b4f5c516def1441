import type { RemoteRoutes } from '@storefront/shared';
import { lazy } from 'react';

const MenuPage = lazy(() => import('./pages/menu-page'));
const FoodPage = lazy(() => import('./pages/food-page'));
const CartPage = lazy(() => import('./pages/cart-page'));
const CateringPage = lazy(() => import('./pages/catering-page'));
const CateringBundlePage = lazy(() => import('./pages/catering-bundle-page'));

/** Exposed as `./routes`: the shop's pages, each loaded when first visited. */
const routes: RemoteRoutes = [
  { path: '/menu', element: <MenuPage /> },
  { path: '/food/:id', element: <FoodPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/catering', element: <CateringPage /> },
  { path: '/catering/:id', element: <CateringBundlePage /> },
];

export default routes;
