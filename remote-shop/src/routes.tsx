import { lazyPage, pageRoute } from '@storefront/ui';
import { type RemoteRoutes } from '@storefront/contract';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { cateringBundles } from '@storefront/api-client';
import { readCart } from './features/cart/api/cart-reads';
import { CartPageLoading } from './features/cart/components/cart-page-frame';
import { mealPaths, readMeal } from './features/food/api/meal-reads';
import { FoodPageLoading } from './features/food/components/food-page-frame';
import { mealMeta } from './features/food/logic/meal-meta';
import { readMealGrid } from './features/meal-grid/api/meal-grid-reads';
import { MenuLoading } from './features/meal-grid/components/menu-frame';
import { readCateringBundle } from './features/catering/api/catering-bundle-reads';
import { CATERING_META, cateringBundleMeta } from './features/catering/logic/catering-meta';
import type { FoodPageReads } from './pages/food-page';

// Each page's chunk is named for its route (routeChunkName in the contract), so the host's server
// can preload it with the page from this build's route-chunks.json.
const MenuPage = lazyPage(() => import(/* webpackChunkName: "route-menu" */ './pages/menu-page'));
const FoodPage = lazyPage(() => import(/* webpackChunkName: "route-food-id" */ './pages/food-page'));
const CartPage = lazyPage(() => import(/* webpackChunkName: "route-cart" */ './pages/cart-page'));
const CateringPage = lazyPage(() => import(/* webpackChunkName: "route-catering" */ './pages/catering-page'));
const CateringBundlePage = lazyPage(() => import(/* webpackChunkName: "route-catering-id" */ './pages/catering-bundle-page'));

/** The meal and, for the cart beside it, what the cart page reads but what paying starts from (the cart there has no checkout). */
async function readFoodPage(id: string): Promise<FoodPageReads> {
  const [meal, cart] = await Promise.all([readMeal(id), readCart({ payment: false })]);
  return { meal, cart };
}

/** The menu's search and category live in its address: changing them filters what was read. */
const readsOnlyForNewPath = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * Exposed as `./routes`: the shop's pages, each loaded when first visited, with the reads each
 * shows (its loader), what it shows while they come (HydrateFallback) and what it tells search
 * engines and link previews (handle.meta).
 */
const routes: RemoteRoutes = [
  {
    ...pageRoute('/menu', MenuPage),
    loader: readMealGrid,
    shouldRevalidate: readsOnlyForNewPath,
    HydrateFallback: MenuLoading,
    handle: { meta: () => ({ title: 'Menu', description: "Meals from Zambia's favourite kitchens, for delivery, pickup or dine-in." }) },
  },
  {
    ...pageRoute('/food/:id', FoodPage),
    loader: ({ params }) => readFoodPage(params.id ?? ''),
    HydrateFallback: FoodPageLoading,
    handle: {
      sitemap: mealPaths,
      meta: (data) => {
        const loaded = (data as FoodPageReads | null)?.meal;
        return loaded?.status === 'success' ? mealMeta(loaded.data.meal) : { title: 'Meal' };
      },
    },
  },
  {
    ...pageRoute('/cart', CartPage),
    loader: () => readCart(),
    // Every cart form sent before the app is in the page, or with scripts off; its code loads when one is first sent.
    action: async (args) => (await import(/* webpackChunkName: "action-cart" */ './features/cart/api/cart-action')).cartAction(args),
    HydrateFallback: CartPageLoading,
    // A customer's own page: nothing for crawlers, kept out of the sitemap.
    handle: { sitemap: false, meta: () => ({ title: 'Cart' }) },
  },
  { ...pageRoute('/catering', CateringPage), handle: { meta: () => CATERING_META } },
  {
    ...pageRoute('/catering/:id', CateringBundlePage),
    loader: ({ params }) => readCateringBundle(params.id ?? ''),
    handle: { meta: (_data, params) => cateringBundleMeta(params.id), sitemap: async () => cateringBundles.map((bundle) => `/catering/${bundle.id}`) },
  },
];

export default routes;
