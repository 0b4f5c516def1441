// @ts-check
/**
 * What the apps use of react-router-dom, and nothing else. Every app resolves `react-router-dom` to
 * this file (webpack-app.mjs), so the router's shared chunk holds only these.
 *
 * Why: a Module Federation shared library is built whole, because the build cannot know what the
 * other apps will import from it, and react-router 7 is a framework (data routers, server
 * rendering, cookies, sessions) of which this storefront uses the data router and its hooks, not
 * the framework's server, forms or sessions. Because every app imports the
 * router through this list, webpack drops the rest of react-router inside the shared chunk.
 *
 * An app that imports a name missing here fails its build (`exportsPresence: 'error'`): add it
 * below. Types come from the real package, which TypeScript and Jest still resolve.
 */
export {
  BrowserRouter,
  RouterProvider,
  createBrowserRouter,
  Form,
  redirect,
  redirectDocument,
  isRouteErrorResponse,
  useActionData,
  useFetcher,
  useLoaderData,
  useMatches,
  useNavigation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  data,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
