import styled from '@emotion/styled';
import { DEFAULT_MEAL_IMAGE, ImageWithFallback, theme, useLoad, type Highlight } from '@storefront/shared';
import { useId } from 'react';
import { loadContent } from '../api/load-content';
import { listBlockView, visibleHighlights } from '../logic/block-view';
import { safeImageSrc } from '../logic/content-url';
import { DEFAULT_HIGHLIGHTS } from '../logic/default-home-content';
import { HOME_MESSAGES } from '../logic/home-messages';
import { Block, CardGrid, EmptyMessage, FallbackNotice, Loading, SkeletonBox } from './home-styles';

const CARD_MIN_HEIGHT = '300px';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-height: ${CARD_MIN_HEIGHT};
  box-sizing: border-box;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h3 { margin: 0 0 6px; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const Picture = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.brandSoft};
`;

function HighlightCard({ highlight }: { highlight: Highlight }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Picture
        src={safeImageSrc(highlight.image_url)}
        fallback={DEFAULT_MEAL_IMAGE}
        alt={highlight.title}
        width={320}
        height={180}
        loading="lazy"
      />
      <div css={{ padding: 16 }}>
        <h3 id={headingId}>{highlight.title}</h3>
        {highlight.description ? <p>{highlight.description}</p> : null}
      </div>
    </Card>
  );
}

/** 'Explore the benefits of our platform': the active highlights, defaults with a notice when they fail. */
export function HighlightsBlock() {
  const headingId = useId();
  const view = listBlockView(
    useLoad(() => loadContent('highlights')),
    {
      defaults: DEFAULT_HIGHLIGHTS,
      failureNotice: HOME_MESSAGES.highlightsFallback,
      emptyMessage: HOME_MESSAGES.noHighlights,
      select: visibleHighlights,
    },
  );
  return (
    <Block aria-labelledby={headingId}>
      <h2 id={headingId}>{HOME_MESSAGES.highlightsHeading}</h2>
      {view.status === 'loading' ? (
        <Loading label="Loading highlights">
          <CardGrid>
            {DEFAULT_HIGHLIGHTS.map((highlight) => (
              <SkeletonBox key={highlight.title} height={CARD_MIN_HEIGHT} />
            ))}
          </CardGrid>
        </Loading>
      ) : null}
      {view.status === 'empty' ? <EmptyMessage role="status">{view.message}</EmptyMessage> : null}
      {view.status === 'shown' ? (
        <>
          {view.notice ? <FallbackNotice role="status">{view.notice}</FallbackNotice> : null}
          <CardGrid role="list" aria-label="Highlights">
            {view.items.map((highlight, index) => (
              <div role="listitem" key={highlight.id ?? `${index}-${highlight.title}`} css={{ display: 'grid' }}>
                <HighlightCard highlight={highlight} />
              </div>
            ))}
          </CardGrid>
        </>
      ) : null}
    </Block>
  );
}
