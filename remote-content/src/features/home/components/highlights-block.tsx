import styled from '@emotion/styled';
import { ContentSection, DEFAULT_MEAL_IMAGE, EmptyNotice, FallbackNotice, safeImageSrc, theme, type LoadState } from '@storefront/ui';
import { type Highlight } from '@storefront/api-client';
import { useId } from 'react';
import { listBlockView, visibleHighlights } from '../logic/block-view';
import { DEFAULT_HIGHLIGHTS } from '../logic/default-home-content';
import { HOME_MESSAGES } from '../logic/home-messages';
import { CardFrame, CardGrid, CardGridSkeleton, CardPicture } from './home-styles';

const CARD_MIN_HEIGHT = '300px';

const Card = styled(CardFrame)`
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  h3 { margin: 0 0 6px; font-size: 1.1rem; }
`;

const Picture = styled(CardPicture)`
  background: ${theme.color.brandSoft};
`;

function HighlightCard({ highlight }: { highlight: Highlight }) {
  const headingId = useId();
  return (
    <Card minHeight={CARD_MIN_HEIGHT} aria-labelledby={headingId}>
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
export function HighlightsBlock({ highlights }: { highlights: LoadState<Highlight[]> }) {
  const headingId = useId();
  const view = listBlockView(highlights, {
    defaults: DEFAULT_HIGHLIGHTS,
    failureNotice: HOME_MESSAGES.highlightsFallback,
    emptyMessage: HOME_MESSAGES.noHighlights,
    select: visibleHighlights,
  });
  return (
    <ContentSection aria-labelledby={headingId}>
      <h2 id={headingId}>{HOME_MESSAGES.highlightsHeading}</h2>
      {view.status === 'loading' ? (
        <CardGridSkeleton
          label="Loading highlights"
          keys={DEFAULT_HIGHLIGHTS.map((highlight) => highlight.title)}
          height={CARD_MIN_HEIGHT}
        />
      ) : null}
      {view.status === 'empty' ? <EmptyNotice>{view.message}</EmptyNotice> : null}
      {view.status === 'shown' ? (
        <>
          {view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
          <CardGrid role="list" aria-label="Highlights">
            {view.items.map((highlight, index) => (
              <div role="listitem" key={highlight.id ?? `${index}-${highlight.title}`} css={{ display: 'grid' }}>
                <HighlightCard highlight={highlight} />
              </div>
            ))}
          </CardGrid>
        </>
      ) : null}
    </ContentSection>
  );
}
