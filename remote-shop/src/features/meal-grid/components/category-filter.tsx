import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

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

export function CategoryFilter({
  choices,
  selected,
  onSelect,
}: {
  choices: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  return (
    <Choices role="group" aria-label="Categories">
      {choices.map((choice) => (
        <button key={choice} type="button" aria-pressed={choice === selected} onClick={() => onSelect(choice)}>
          {choice}
        </button>
      ))}
    </Choices>
  );
}
