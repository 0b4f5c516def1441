import { cartOpenAtom, toastAtom } from '@storefront/contract';
import { fakeApi, mealFixture, renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { readMeals } from '../api/meal-grid-reads';
import { MealGrid } from './meal-grid';

function ShownAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const classics = Array.from({ length: 25 }, (_, index) => mealFixture({ name: `Classic ${index + 1}` }));
const drinks = Array.from({ length: 10 }, (_, index) =>
  mealFixture({ name: `Drink ${index + 1}`, category: { name: 'Drinks' } }),
);

function serve() {
  return fakeApi({
    'GET /products': { body: { data: { products: [...classics, ...drinks] } } },
    'GET /categories': { body: { data: [{ data: [{ name: 'Zambian Classics' }, { name: 'Drinks' }] }] } },
  });
}

describe('MealGrid', () => {
  it('shows its loading state until the host has read it', () => {
    renderWithProviders(<MealGrid />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading meals...');
  });

  it('shows 12 meals, then 17 more per View More', async () => {
    serve();
    const { user } = renderWithProviders(<MealGrid initial={await readMeals()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getAllByRole('article')).toHaveLength(29);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getAllByRole('article')).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('keeps the meals View More shows in the address, beside what else it holds', async () => {
    serve();
    const { user } = renderWithProviders(
      <>
        <MealGrid initial={await readMeals()} />
        <ShownAddress />
      </>,
      { route: '/menu?q=a' },
    );
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/menu\?q=a&shown=29$/);
  });

  it('opens on as many meals as its address asks for', async () => {
    serve();
    renderWithProviders(<MealGrid initial={await readMeals()} />, { route: '/menu?shown=29' });
    expect(await screen.findAllByRole('article')).toHaveLength(29);
  });

  it('asks for the page with 17 more meals before the app is in: a GET form keeping the rest of the address', async () => {
    serve();
    renderWithProviders(<MealGrid initial={await readMeals()} />, { route: '/menu?q=a&category=Zambian+Classics&shown=12' });
    const more = await screen.findByRole('button', { name: 'View More' });
    expect(more).toHaveAttribute('type', 'submit');
    expect(more).toHaveAttribute('name', 'shown');
    expect(more).toHaveAttribute('value', '29');
    const form = more.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/menu');
    expect(form).toHaveFormValues({ q: 'a', category: 'Zambian Classics' });
    expect(form?.querySelectorAll('input[name="shown"]')).toHaveLength(0);
  });

  it('filters by category, All by default, and starts again from 12', async () => {
    serve();
    const { user } = renderWithProviders(<MealGrid initial={await readMeals()} />);
    const categories = await screen.findByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'View More' }));
    await user.click(within(categories).getByRole('button', { name: 'Drinks' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveAccessibleName('Drink 1');
  });

  it('keeps the category in the address, beside what else it holds', async () => {
    serve();
    const { user } = renderWithProviders(
      <>
        <MealGrid initial={await readMeals()} />
        <ShownAddress />
      </>,
      { route: '/menu?q=drink' },
    );
    const categories = await screen.findByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: 'Drinks' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/menu?q=drink&category=Drinks');
    await user.click(within(categories).getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/menu\?q=drink$/);
  });

  it('opens on the category of its address', async () => {
    serve();
    renderWithProviders(<MealGrid initial={await readMeals()} />, { route: '/menu?category=Drinks' });
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by the search text it is given', async () => {
    serve();
    renderWithProviders(<MealGrid search="drink 10" initial={await readMeals()} />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && card.textContent)).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName('Drink 10');
  });

  it('adds a meal, opens the drawer and says so', async () => {
    serve();
    const { user, store } = renderWithProviders(<MealGrid initial={await readMeals()} />);
    const card = await screen.findByRole('article', { name: 'Classic 3' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.get(cartOpenAtom)).toBe(true);
    expect(store.get(toastAtom)?.message).toBe('Added Classic 3 to cart');
  });

  it("says 'Error loading meals' when the list fails", async () => {
    fakeApi({ 'GET /products': 'network-error', 'GET /categories': 'network-error' });
    renderWithProviders(<MealGrid initial={await readMeals()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading meals');
  });
});
