import styled from '@emotion/styled';
import { FallbackNotice, LoadingSkeleton, PageHeading, theme, VisuallyHidden } from '@storefront/ui';
import { RichText } from '@storefront/ui/rich-text';
import type { AboutView } from '../logic/about-view';
import { SkeletonLine } from './about-styles';

const Intro = styled.section`
  margin: 16px 0 32px;
  padding: 8px 28px 24px;
  border-radius: 24px;
  line-height: 1.6;
  p { margin: 0 0 12px; }
  a { color: ${theme.color.brand}; }
`;

/** The about page's title (the page's h1) and its story, with the fallback notice when it failed. */
export function AboutIntro({ view }: { view: AboutView }) {
  if (view.status === 'loading') {
    return (
      <Intro aria-busy="true" style={{ background: theme.color.brandSoft }}>
        <PageHeading>
          <VisuallyHidden>About Us</VisuallyHidden>
          <SkeletonLine height="2.25rem" width="40%" aria-hidden="true" />
        </PageHeading>
        <LoadingSkeleton label="Loading about content">
          <SkeletonLine height="1.2rem" />
          <SkeletonLine height="1.2rem" />
          <SkeletonLine height="1.2rem" width="70%" />
        </LoadingSkeleton>
      </Intro>
    );
  }
  return (
    <Intro style={{ background: view.backgroundColor ?? theme.color.brandSoft }}>
      <PageHeading>{view.title}</PageHeading>
      {view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
      <RichText content={view.content} />
    </Intro>
  );
}
