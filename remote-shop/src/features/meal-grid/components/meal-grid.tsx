import styled from '@emotion/styled';
import { answeredInPage, Button, cardImageLoading, theme, type LoadState } from '@storefront/ui';
import { type Product, type SlotProps } from '@storefront/contract';
import { useLocation, useSearchParams } from 'react-router-dom';
import { categoryChoices, filterMeals, MORE_MEALS_STEP } from '../logic/filter-meals';
import { CATEGORY_PARAM, categoryOf, mealsShownOf, SHOWN_PARAM, withParam } from '../logic/grid-location';
import type { MealReads } from '../api/meal-grid-reads';
import { CategoryFilter } from './category-filter';
import { HiddenParams } from './hidden-params';
import { MealCard } from './meal-card';

/** Two meals side by side on a phone (one per screen made twelve meals twelve screens), more as room allows. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(130px, 100%), 1fr));
  gap: 12px;
  ${theme.desktopQuery} { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
`;

/** Centred under the grid. */
const MoreButton = styled(Button)`
  display: block;
  margin: 24px auto 0;
  padding: 12px 28px;
`;
/**
 * The meals as cards with the category filter and View More, from what was read (readMealGrid):
 * the menu page's loader reads them, the host reads them for the home page's slot (MealGrid). The
 * category and the meals shown live in the address (grid-location), so Back returns to the same
 * meals; a new category or search starts again from the first twelve, as its address carries no
 * View More. Once the app is in, View More shows more in the page; before (or with scripts off) it
 * is a button of a form that asks for the page with more meals shown, keeping the rest of the address.
 */
export function MealGridView({ meals, categories, search }: { meals: LoadState<Product[]>; categories: string[] | null; search: string }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const category = categoryOf(params);
  const visible = mealsShownOf(params);
  const more = String(visible + MORE_MEALS_STEP);
  const setCategory = (choice: string) => setParams(withParam(params, CATEGORY_PARAM, choice), { replace: true, preventScrollReset: true });
  const showMore = () => setParams(withParam(params, SHOWN_PARAM, more), { replace: true, preventScrollReset: true });

  if (meals.status === 'loading') return <p role="status">Loading meals...</p>;
  if (meals.status === 'error') return <p role="alert" css={{ color: theme.color.danger }}>Error loading meals</p>;

  const matching = filterMeals(meals.data, { category, search });
  return (
    <section aria-label="Meals">
      <CategoryFilter choices={categoryChoices(categories, meals.data)} selected={category} onSelect={setCategory} params={params} />
      {matching.length === 0 ? (
        <p role="status">No meals match your search.</p>
      ) : (
        <Grid>
          {matching.slice(0, visible).map((meal, index) => (
            <MealCard key={meal.uuid} meal={meal} imageLoading={cardImageLoading(index)} />
          ))}
        </Grid>
      )}
      {matching.length > visible ? (
        <form method="get" action={pathname}>
          <HiddenParams params={params} except={[SHOWN_PARAM]} />
          <MoreButton variant="primary" outline pill type="submit" name={SHOWN_PARAM} value={more} onClick={answeredInPage(showMore)}>
            View More
          </MoreButton>
        </form>
      ) : null}
    </section>
  );
}

const LOADING = { status: 'loading' } as const;

/** The grid in the `meal-grid` slot (the home page), from the host's read of it (readMeals); loading until then. */
export function MealGrid({ search = '', initial }: SlotProps['meal-grid'] & { initial?: MealReads }) {
  return <MealGridView meals={initial?.meals ?? LOADING} categories={initial?.categories ?? null} search={search} />;
}
