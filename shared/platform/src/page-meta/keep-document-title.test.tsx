import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, data, RouterProvider, useLoaderData } from 'react-router-dom';
import { keepDocumentTitle } from './keep-document-title';

type Router = ReturnType<typeof createMemoryRouter>;

function Meal() {
  const meal = useLoaderData() as { name: string };
  return <h1>{meal.name}</h1>;
}

/** As the host's App: the title is kept from an effect around the router's provider. */
function Storefront({ router }: { router: Router }) {
  useEffect(() => keepDocumentTitle(router), [router]);
  return <RouterProvider router={router} />;
}

it("follows the page on screen, says 'Page not found' where a page's loader found nothing, and leaves the page's updates to the router's provider", async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/food/:id',
        loader: async ({ params }) => {
          if (params.id !== 'nshima') throw data(null, { status: 404 });
          return { name: 'Nshima with Beef Stew' };
        },
        Component: Meal,
        ErrorBoundary: () => <h1>Page not found</h1>,
        handle: { meta: (meal: { name: string } | undefined) => ({ title: meal?.name ?? 'Meal' }) },
      },
    ],
    { initialEntries: ['/food/nshima'] },
  );
  render(<Storefront router={router} />);
  expect(await screen.findByRole('heading', { name: 'Nshima with Beef Stew' })).toBeInTheDocument();
  expect(document.title).toBe('Nshima with Beef Stew | ZamEats');

  await act(() => router.navigate('/food/no-such-meal'));
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toBe('Page not found | ZamEats');
});
