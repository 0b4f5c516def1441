import styled from '@emotion/styled';
import { Button, theme } from '@storefront/ui';
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

/** The current page is filled with the brand colour. */
const PageButton = styled(Button)`
  min-width: 40px;
  &[aria-current='page'], &[aria-current='page']:hover:not(:disabled) { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; }
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
      <PageButton variant="secondary" size="sm" type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
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
              <PageButton variant="secondary" size="sm"
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
      <PageButton variant="secondary" size="sm" type="button" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Next
      </PageButton>
    </Nav>
  );
}
