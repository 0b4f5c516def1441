import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

const Field = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 12px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  font: inherit;
`;

export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" css={{ margin: '16px 0' }}>
      <Field
        type="search"
        aria-label="Search menu items"
        placeholder="Search menu items..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
