import styled from '@emotion/styled';
import { ContentSection, PageHeading, theme, type LoadState } from '@storefront/ui';
import { type Faq, type FaqsContent } from '@storefront/api-client';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_FAQS } from '../logic/default-faqs';
import { faqsOf, faqView } from '../logic/faq-view';
import { FaqBlock } from './faq-block';

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  color: ${theme.color.brand};
  font-weight: 600;
`;

const FAQ_TITLE = 'Frequently Asked Questions';

/** The home page's FAQ: the featured questions, one open at a time, and a link to all of them. */
export function FeaturedFaqs({ faqs }: { faqs: LoadState<Faq[]> }) {
  const headingId = useId();
  const view = faqView(faqs, (featured) => featured);
  return (
    <ContentSection aria-labelledby={headingId}>
      <h2 id={headingId}>{FAQ_TITLE}</h2>
      <FaqBlock view={view} />
      <MoreLink to="/faq">View all FAQs</MoreLink>
    </ContentSection>
  );
}

/**
 * FAQs handed over by a page with its own content (about): `undefined` while that loads, `null`
 * when it failed (the page says so once; the default questions show here), else the questions.
 */
export function FaqSection({ faqs }: { faqs: readonly Faq[] | null | undefined }) {
  const headingId = useId();
  const view =
    faqs === undefined ? ({ status: 'loading' } as const) : faqs === null ? faqsOf(DEFAULT_FAQS) : faqsOf(faqs);
  return (
    <ContentSection aria-labelledby={headingId}>
      <h2 id={headingId}>{FAQ_TITLE}</h2>
      <FaqBlock view={view} />
    </ContentSection>
  );
}

function subtitleOf(pageData: Record<string, unknown> | undefined): string | null {
  const subtitle = pageData?.subtitle;
  return typeof subtitle === 'string' && subtitle.trim() ? subtitle : null;
}

/** The FAQ page's heading and all the questions, from the faqs content. */
export function FaqPageContent({ content }: { content: LoadState<FaqsContent> }) {
  const page = content.status === 'success' ? content.data.page : null;
  const subtitle = subtitleOf(page?.page_data);
  return (
    <>
      <PageHeading>{page?.title || FAQ_TITLE}</PageHeading>
      {subtitle ? <p css={{ margin: '0 0 24px', color: theme.color.muted }}>{subtitle}</p> : null}
      <FaqBlock view={faqView(content, (data) => data.faqs)} skeletonRows={6} />
    </>
  );
}
