import styled from '@emotion/styled';
import { PageHeading, RichText, theme } from '@storefront/shared';
import type { AboutView } from '../logic/about-view';
import { Notice, SkeletonBox, visuallyHidden } from './about-styles';

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
          <span css={visuallyHidden}>About Us</span>
          <SkeletonBox height="2.25rem" width="40%" aria-hidden="true" />
        </PageHeading>
        <div role="status">
          <span css={visuallyHidden}>Loading about content</span>
          <div aria-hidden="true">
            <SkeletonBox height="1.2rem" />
            <SkeletonBox height="1.2rem" />
            <SkeletonBox height="1.2rem" width="70%" />
          </div>
        </div>
      </Intro>
    );
  }
  return (
    <Intro style={{ background: view.backgroundColor ?? theme.color.brandSoft }}>
      <PageHeading>{view.title}</PageHeading>
      {view.notice ? <Notice role="status">{view.notice}</Notice> : null}
      <RichText content={view.content} />
    </Intro>
  );
}
