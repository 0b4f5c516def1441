import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  BRAND_LOGO_IMAGE,
  ImageWithFallback,
  LoadingSkeleton,
  safeColor,
  safeImageSrc,
  Skeleton,
  theme,
  type LoadState,
} from '@storefront/ui';
import { type HeroSection as Hero } from '@storefront/api-client';
import { useId } from 'react';
import { heroAnimations, heroView } from '../logic/block-view';
import { HOME_MESSAGES } from '../logic/home-messages';
import { StoreBadges } from './store-badges';

/**
 * One height for the hero, its skeleton and its error, so the page below never moves. On a phone
 * the picture goes under the text, so the hero is taller there (the default hero measures about
 * 650 px at 412 px wide).
 */
const HERO_MIN_HEIGHT = '420px';
const HERO_MOBILE_MIN_HEIGHT = '660px';

const Frame = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  align-items: center;
  gap: 32px;
  min-height: ${HERO_MIN_HEIGHT};
  margin: 16px 0 32px;
  padding: 40px 32px;
  overflow: hidden;
  border-radius: 24px;
  box-sizing: border-box;
  ${theme.mobileQuery} { grid-template-columns: 1fr; min-height: ${HERO_MOBILE_MIN_HEIGHT}; padding: 28px 20px; }
  h2 { position: relative; margin: 0 0 12px; font-size: clamp(1.75rem, 5vw, 3rem); line-height: 1.1; }
  p { position: relative; margin: 0 0 16px; font-size: 1.1rem; }
`;

const Picture = styled(ImageWithFallback)`
  position: relative;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 16px;
`;

const drift = keyframes`
  from { transform: translateX(-20vw); }
  to { transform: translateX(110vw); }
`;

const decoration = css`
  position: absolute;
  pointer-events: none;
  @media (prefers-reduced-motion: reduce) { display: none; }
`;

/** A cloud: a flat base with two puffs on it, so it reads as one and not as a stray white bar. */
const Cloud = styled.span<{ index: number }>`
  ${decoration}
  top: ${(props) => 8 + props.index * 11}%;
  left: 0;
  width: 90px;
  height: 26px;
  border-radius: 999px;
  /* Opaque parts faded together: where the puffs overlap the base, the cloud stays one shade. */
  background: #fff;
  opacity: 0.6;
  animation: ${drift} ${(props) => 40 + props.index * 9}s linear ${(props) => props.index * -11}s infinite;
  &::before, &::after {
    content: '';
    position: absolute;
    bottom: 10px;
    border-radius: 50%;
    background: inherit;
  }
  &::before { left: 14px; width: 34px; height: 30px; }
  &::after { left: 40px; width: 40px; height: 38px; }
`;

function HeroContent({ hero }: { hero: Hero }) {
  const headingId = useId();
  const animations = heroAnimations(hero);
  return (
    <Frame
      aria-labelledby={headingId}
      style={{
        background: safeColor(hero.background_color) ?? theme.color.brandSoft,
        color: safeColor(hero.text_color) ?? theme.color.text,
      }}
    >
      {Array.from({ length: animations.clouds }, (_, index) => (
        <Cloud key={index} index={index} aria-hidden="true" />
      ))}
      <div>
        <h2 id={headingId}>{hero.title}</h2>
        {hero.subtitle ? <p>{hero.subtitle}</p> : null}
        {hero.description ? <p>{hero.description}</p> : null}
        <StoreBadges links={hero} />
      </div>
      <Picture
        src={safeImageSrc(hero.background_image)}
        fallback={BRAND_LOGO_IMAGE}
        alt={hero.title}
        width={480}
        height={360}
        // The home page's largest picture: fetched ahead of the smaller ones rendered with it.
        fetchPriority="high"
      />
    </Frame>
  );
}

/** The hero: the active full hero section, the built-in one when it could not be read. */
export function HeroSection({ hero }: { hero: LoadState<Hero | null> }) {
  const view = heroView(hero);
  if (view.status === 'loading') {
    return (
      <LoadingSkeleton label="Loading the hero">
        <Skeleton
          height={HERO_MIN_HEIGHT}
          radius="24px"
          css={{ margin: '16px 0 32px', [theme.mobileQuery]: { height: HERO_MOBILE_MIN_HEIGHT } }}
        />
      </LoadingSkeleton>
    );
  }
  if (view.status === 'missing') {
    return (
      <Frame as="div" role="alert" css={{ display: 'flex', justifyContent: 'center', background: theme.color.brandSoft }}>
        <p css={{ fontWeight: 600 }}>{HOME_MESSAGES.heroMissing}</p>
      </Frame>
    );
  }
  return <HeroContent hero={view.hero} />;
}
