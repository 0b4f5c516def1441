import styled from '@emotion/styled';
import { BRAND_LOGO_IMAGE, ContentLink, FallbackNotice, safeColor, safeImageSrc, theme, type LoadState } from '@storefront/ui';
import { type FeatureCard } from '@storefront/api-client';
import { useId } from 'react';
import { listBlockView } from '../logic/block-view';
import { DEFAULT_FEATURE_CARDS } from '../logic/default-home-content';
import { HOME_MESSAGES } from '../logic/home-messages';
import { CardFrame, CardGrid, CardGridSkeleton, CardPicture } from './home-styles';

/** Every card has this height at least, and its skeleton has it too. */
const CARD_MIN_HEIGHT = '340px';

const Card = styled(CardFrame)`
  color: ${theme.color.text};
  h3 { margin: 0; font-size: 1.2rem; }
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
    <Card
      minHeight={CARD_MIN_HEIGHT}
      aria-labelledby={headingId}
      style={{ background: safeColor(card.background_color) ?? theme.color.brandSoft }}
    >
      <CardPicture
        src={safeImageSrc(card.image_url)}
        fallback={BRAND_LOGO_IMAGE}
        alt={card.title}
        width={320}
        height={180}
        loading="lazy"
      />
      <Body>
        <h3 id={headingId}>{card.title}</h3>
        {card.description ? <p>{card.description}</p> : null}
        <ContentLink url={card.link_url}>{card.link_text || `Learn more about ${card.title}`}</ContentLink>
      </Body>
    </Card>
  );
}

/**
 * Feature cards as given; the three default ones (Try The App, Become A Merchant, Become A Rider)
 * when there are none or they could not be loaded (null). `undefined` means still loading.
 */
export function FeatureCards({ cards, label = 'Features' }: { cards: FeatureCard[] | null | undefined; label?: string }) {
  if (cards === undefined) {
    const keys = DEFAULT_FEATURE_CARDS.map((card) => card.title);
    return <CardGridSkeleton label="Loading features" keys={keys} height={CARD_MIN_HEIGHT} />;
  }
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
export function FeatureCardsBlock({ cards }: { cards: LoadState<FeatureCard[]> }) {
  const view = listBlockView(cards, { defaults: DEFAULT_FEATURE_CARDS, failureNotice: HOME_MESSAGES.featuresFallback });
  return (
    <section aria-label="Features" css={{ margin: '32px 0' }}>
      {view.status === 'shown' && view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
      <FeatureCards cards={view.status === 'shown' ? view.items : undefined} />
    </section>
  );
}
