import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentLinkTarget } from './content-links';

/**
 * A link from the content service: a page of the site through the router, an http(s) address in
 * a new tab cut off from this one; anything else shows `fallback` (nothing by default) instead.
 */
export function ContentLink({
  url,
  children,
  className,
  fallback = null,
}: {
  url: string | null | undefined;
  children: ReactNode;
  className?: string;
  /** What shows where the link is not safe to open. */
  fallback?: ReactNode;
}) {
  const target = contentLinkTarget(url);
  if (!target) return <>{fallback}</>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
