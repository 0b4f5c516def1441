import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { useLocation } from 'react-router-dom';
import { SEARCH_PARAM, SHOWN_PARAM } from '../logic/grid-location';
import { HiddenParams } from './hidden-params';

const Field = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 12px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  font: inherit;
`;

/**
 * The menu's search. Once the app is in, the grid follows each letter typed; before (or with
 * scripts off) it is a form that asks for the page with the search in its address (Enter sends it),
 * keeping the rest of the address (`params`: the category) but View More's count, as a new search
 * starts again from the first meals.
 */
export function MenuSearch({ value, onChange, params }: { value: string; onChange: (value: string) => void; params: URLSearchParams }) {
  const { pathname } = useLocation();
  return (
    <form role="search" method="get" action={pathname} css={{ margin: '16px 0' }} onSubmit={(event) => event.preventDefault()}>
      <HiddenParams params={params} except={[SEARCH_PARAM, SHOWN_PARAM]} />
      <Field
        type="search"
        name={SEARCH_PARAM}
        aria-label="Search menu items"
        placeholder="Search menu items..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
