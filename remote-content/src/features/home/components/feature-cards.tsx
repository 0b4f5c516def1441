import styled from '@emotion/styled';
import { ImageWithFallback, theme, useLoad, type FeatureCard } from '@storefront/shared';
import { useId } from 'react';
import { loadContent } from '../api/load-content';
import { listBlockView } from '../logic/block-view';
import { BRAND_ART } from '../logic/brand-art';
import { safeColor, safeImageSrc } from '../logic/content-url';
import { DEFAULT_FEATURE_CARDS } from '../logic/default-home-content';
import { HOME_MESSAGES } from '../logic/home-messages';
import { ContentLink } from './content-link';
import { CardGrid, FallbackNotice, Loading, SkeletonBox } from './home-styles';

/** Every card has this height at least, and its skeleton has it too. */
const CARD_MIN_HEIGHT = '340px';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-height: ${CARD_MIN_HEIGHT};
  box-sizing: border-box;
  overflow: hidden;
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  h3 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const Picture = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  a { margin-top: auto; color: ${theme.color.brandDark}; font-weight: 600; }
`;

function FeatureCardView({ card }: { card: FeatureCard }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} style={{ background: safeColor(card.background_color) ?? theme.color.brandSoft }}>
      <Picture src={safeImageSrc(card.image_url)} fallback={BRAND_ART} alt={card.title} width={320} height={180} loading="lazy" />
      <Body>
        <h3 id={headingId}>{card.title}</h3>
        {card.description ? <p>{card.description}</p> : null}
        <ContentLink url={card.link_url}>{card.link_text || `Learn more about ${card.title}`}</ContentLink>
      </Body>
    </Card>
  );
}

function FeatureCardsSkeleton() {
  return (
    <Loading label="Loading features">
      <CardGrid>
        {DEFAULT_FEATURE_CARDS.map((card) => (
          <SkeletonBox key={card.title} height={CARD_MIN_HEIGHT} />
        ))}
      </CardGrid>
    </Loading>
  );
}

/**
 * Feature cards as given; the three default ones (Try The App, Become A Merchant, Become A Rider)
 * when there are none or they could not be loaded (null). `undefined` means still loading.
 */
export function FeatureCards({ cards, label = 'Features' }: { cards: FeatureCard[] | null | undefined; label?: string }) {
  if (cards === undefined) return <FeatureCardsSkeleton />;
  const shown = cards && cards.length > 0 ? cards : DEFAULT_FEATURE_CARDS;
  return (
    <CardGrid role="list" aria-label={label}>
      {shown.map((card, index) => (
        <div role="listitem" key={card.id ?? `${index}-${card.title}`} css={{ display: 'grid' }}>
          <FeatureCardView card={card} />
        </div>
      ))}
    </CardGrid>
  );
}

/** The home page's three cards from the active feature cards; the defaults, with a notice, when they fail. */
export function FeatureCardsBlock() {
  const view = listBlockView(
    useLoad(() => loadContent('features')),
    { defaults: DEFAULT_FEATURE_CARDS, failureNotice: HOME_MESSAGES.featuresFallback },
  );
  return (
    <section aria-label="Features" css={{ margin: '32px 0' }}>
      {view.status === 'shown' && view.notice ? <FallbackNotice role="status">{view.notice}</FallbackNotice> : null}
      <FeatureCards cards={view.status === 'shown' ? view.items : undefined} />
    </section>
  );
}
