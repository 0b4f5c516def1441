import { fakeApi, mealFixture, renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import MealGrid, { read } from './meal-grid';

const meals = [...Array.from({ length: 14 }, (_, index) => mealFixture({ name: `Classic ${index + 1}` })), mealFixture({ name: 'Maheu', category: { name: 'Drinks' } })];

it("reads for the host's server, and from what that read answered shows the meals at once, reading nothing itself", async () => {
  const api = fakeApi({
    'GET /products': { body: { data: { products: meals } } },
    'GET /categories': { body: { data: [{ data: [{ name: 'Zambian Classics' }, { name: 'Drinks' }] }] } },
  });
  const initial = await read?.({});
  if (!initial) throw new Error('the widget has no read');
  expect(api.requests).toHaveLength(2);

  renderWithProviders(<MealGrid initial={initial} />);
  expect(screen.getAllByRole('article')).toHaveLength(12);
  expect(within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Drinks' })).toBeInTheDocument();
  expect(api.requests).toHaveLength(2);
});
