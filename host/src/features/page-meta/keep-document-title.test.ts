import { createMemoryRouter, data } from 'react-router-dom';
import { keepDocumentTitle } from './keep-document-title';

it("follows the page on screen, and says 'Page not found' where a page's loader found nothing", async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/food/:id',
        loader: ({ params }) => {
          if (params.id !== 'nshima') throw data(null, { status: 404 });
          return { name: 'Nshima with Beef Stew' };
        },
        handle: { meta: (meal: { name: string } | undefined) => ({ title: meal?.name ?? 'Meal' }) },
      },
    ],
    { initialEntries: ['/food/nshima'] },
  );
  keepDocumentTitle(router);
  await router.navigate('/food/nshima');
  expect(document.title).toBe('Nshima with Beef Stew | ZamEats');

  await router.navigate('/food/no-such-meal');
  expect(document.title).toBe('Page not found | ZamEats');
  router.dispose();
});
