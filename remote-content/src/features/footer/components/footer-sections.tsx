import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { FooterContent } from '@storefront/api-client';
import { ContentLink, LoadingSkeleton, theme, type Settled } from '@storefront/ui';
import { DEFAULT_FOOTER_SECTIONS } from '../logic/default-footer';
import { footerView, type FooterView } from '../logic/footer-view';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  h2 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 4px 0; }
  a { color: ${theme.color.brandSoft}; }
  /* Links a finger can hit on a phone (the phone's menu shows these columns). */
  ${theme.mobileQuery} {
    li { margin: 0; }
    a { display: inline-block; padding: 8px 0; }
  }
`;

const Notice = styled.p`
  margin: 0 0 16px;
  color: #fde68a;
  font-size: 0.9rem;
`;

const shimmer = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

/** A link-sized bar drawn while the footer loads, dimmer than the contract's skeleton on the dark footer. */
const SkeletonLine = styled.span<{ width: string }>`
  display: block;
  width: ${(props) => props.width};
  height: 1rem;
  margin: 8px 0;
  border-radius: 4px;
  background: #57534e;
  animation: ${shimmer} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

function FooterSkeleton() {
  return (
    <LoadingSkeleton label="Loading footer links">
      <Columns>
        {DEFAULT_FOOTER_SECTIONS.map((section) => (
          <div key={section.title}>
            <SkeletonLine width="40%" />
            {section.links.map((link) => (
              <SkeletonLine key={link.text} width="70%" />
            ))}
          </div>
        ))}
        <div>
          <SkeletonLine width="40%" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="60%" />
        </div>
      </Columns>
    </LoadingSkeleton>
  );
}

const LOADING = { status: 'loading' } as const;

/**
 * The footer's link columns and contact, from the content service: `initial`, what the host's
 * read of it answered (on the server, or in the browser), the skeleton until then. The default
 * columns, with 'Using default footer content', when it cannot be loaded. Exposed as `./FooterContent`.
 */
export function FooterSections({ initial }: { initial?: Settled<FooterContent> }) {
  return <FooterColumns view={footerView(initial ?? LOADING)} />;
}

function FooterColumns({ view }: { view: FooterView }) {
  if (view.status === 'loading') return <FooterSkeleton />;
  return (
    <>
      {view.notice ? <Notice role="status">{view.notice}</Notice> : null}
      <Columns>
        {view.columns.map((column) => (
          <nav key={column.key} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link, index) => (
                <li key={`${index}-${link.text}`}>
                  <ContentLink url={link.url}>{link.text}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {view.contact ? (
          <section aria-label="Contact us">
            <h2>Contact Us</h2>
            <ul>
              {view.contact.email ? (
                <li>
                  <a href={view.contact.email.href}>{view.contact.email.text}</a>
                </li>
              ) : null}
              {view.contact.phone ? (
                <li>
                  <a href={view.contact.phone.href}>{view.contact.phone.text}</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </Columns>
    </>
  );
}
