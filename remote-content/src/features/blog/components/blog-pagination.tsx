import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { buttonStyles, theme } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { blogPageSearch, paginationItems } from '../logic/blog-display';

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

const pageLook = css`
  ${buttonStyles({ variant: 'secondary', size: 'sm' })}
  display: inline-block;
  min-width: 40px;
  box-sizing: border-box;
  text-align: center;
`;

/** The current page is filled with the brand colour. */
const PageLink = styled(Link)`
  ${pageLook}
  &[aria-current='page'], &[aria-current='page']:hover { border-color: ${theme.color.brand}; background: ${theme.color.brand}; color: #fff; }
`;

/** Previous on the first page, Next on the last: shown, as a disabled button was, but nothing to follow. */
const NoPage = styled.span`
  ${pageLook}
  opacity: 0.6;
  cursor: not-allowed;
  &:hover { background: ${theme.color.surface}; }
`;

export interface BlogPaginationProps {
  page: number;
  lastPage: number;
}

/**
 * Previous, the numbered pages (the current one marked) and Next, as links to `?page=N`: the
 * browser follows them before the app is in (the server reads the page), and React Router once it
 * is. Nothing when there is one page.
 */
export function BlogPagination({ page, lastPage }: BlogPaginationProps) {
  if (lastPage <= 1) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= lastPage ? <PageLink to={{ search: blogPageSearch(to) }}>{label}</PageLink> : <NoPage aria-disabled="true">{label}</NoPage>;
  return (
    <Nav aria-label="Blog pages">
      {step(page - 1, 'Previous')}
      <ul>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink to={{ search: blogPageSearch(item) }} aria-label={`Page ${item}`} aria-current={item === page ? 'page' : undefined}>
                {item}
              </PageLink>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, 'Next')}
    </Nav>
  );
}
