import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { paginationItems } from '../logic/blog-display';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px;
  margin-top: 32px;
  ul { display: contents; }
  li { list-style: none; }
`;

const PageButton = styled.button`
  min-width: 40px;
  padding: 8px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-current='page'] { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:hover:not(:disabled):not([aria-current='page']) { background: ${theme.color.brandSoft}; }
`;

export interface BlogPaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/** Previous, the numbered pages (the current one marked) and Next; nothing when there is one page. */
export function BlogPagination({ page, lastPage, onChange }: BlogPaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <Nav aria-label="Blog pages">
      <PageButton type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </PageButton>
      <ul>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
      </ul>
      <PageButton type="button" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Next
      </PageButton>
    </Nav>
  );
}
