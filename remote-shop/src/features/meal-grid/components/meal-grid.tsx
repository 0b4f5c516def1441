import styled from '@emotion/styled';
import { getProducts, theme, useLoad } from '@storefront/shared';
import { MealCard } from './meal-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`;

/** The meals from the backend as cards; the menu page and the home page (through a slot) show it. */
export function MealGrid({ limit }: { limit?: number }) {
  const meals = useLoad(getProducts);
  if (meals.status === 'loading') return <p role="status">Loading meals...</p>;
  if (meals.status === 'error') return <p role="alert" css={{ color: theme.color.danger }}>Error loading meals</p>;
  const shown = limit === undefined ? meals.data : meals.data.slice(0, limit);
  return (
    <Grid>
      {shown.map((meal) => (
        <MealCard key={meal.uuid} meal={meal} />
      ))}
    </Grid>
  );
}
