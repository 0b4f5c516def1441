import styled from '@emotion/styled';
import { answeredInPage, theme } from '@storefront/ui';
import { useLocation } from 'react-router-dom';
import { CATEGORY_PARAM, SHOWN_PARAM } from '../logic/grid-location';
import { HiddenParams } from './hidden-params';

/** On a phone the chips are one row to swipe, each stopping at the row's edge; on wide screens they wrap. */
const Choices = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  padding: 4px 0 12px;
  ${theme.desktopQuery} { flex-wrap: wrap; }
  button {
    flex: none;
    scroll-snap-align: start;
    min-height: 40px;
    padding: 8px 16px;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
  }
`;

/**
 * The category chips. Once the app is in, a chip filters the grid in the page; before (or with
 * scripts off) each is a button of a form that asks for the page with that category in its address,
 * keeping the rest of it (`params`: the search) but View More's count, as a new category starts
 * again from the first meals.
 */
export function CategoryFilter({
  choices,
  selected,
  onSelect,
  params,
}: {
  choices: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
  params: URLSearchParams;
}) {
  const { pathname } = useLocation();
  return (
    <Choices role="group" aria-label="Categories">
      <form method="get" action={pathname} css={{ display: 'contents' }}>
        <HiddenParams params={params} except={[CATEGORY_PARAM, SHOWN_PARAM]} />
        {choices.map((choice) => (
          <button
            key={choice}
            name={CATEGORY_PARAM}
            value={choice}
            aria-pressed={choice === selected}
            onClick={answeredInPage(() => onSelect(choice))}
          >
            {choice}
          </button>
        ))}
      </form>
    </Choices>
  );
}
