import styled from '@emotion/styled';
import { BRAND_LOGO_IMAGE, ImageWithFallback, theme } from '@storefront/ui';
import { type AppBenefit, type ProcessStep } from '@storefront/api-client';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppHeroView } from '../logic/app-page-content';
import { benefitIcon } from '../logic/benefit-icon';

const HeroBox = styled.section`
  display: grid;
  gap: 32px;
  align-items: center;
  margin: 24px 0 48px;
  padding: 32px 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  ${theme.desktopQuery} { grid-template-columns: 3fr 2fr; padding: 48px; }
  h1 { margin: 0 0 12px; font-size: clamp(1.75rem, 4vw, 2.75rem); line-height: 1.15; }
  p { margin: 0 0 24px; font-size: 1.1rem; color: ${theme.color.muted}; }
  img { width: 100%; max-width: 360px; max-height: 420px; object-fit: contain; justify-self: center; }
`;

const ctaStyle = `
  display: inline-block;
  padding: 12px 20px;
  border-radius: 8px;
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${theme.color.brandDark}; }
`;

/** A route link that looks like the main button. */
export const CtaLink = styled(Link)(ctaStyle);
/** An in-page or outside link that looks like the main button. */
export const CtaAnchor = styled.a(ctaStyle);

/** The page's hero: title (the page's h1), subtitle, its call to action and an image that falls back to the logo. */
export function AppHero({ hero, imageAlt, action }: { hero: AppHeroView; imageAlt: string; action: ReactNode }) {
  return (
    <HeroBox>
      <div>
        <h1>{hero.title}</h1>
        <p>{hero.subtitle}</p>
        {action}
      </div>
      <ImageWithFallback src={hero.image ?? BRAND_LOGO_IMAGE} fallback={BRAND_LOGO_IMAGE} alt={imageAlt} />
    </HeroBox>
  );
}

const SectionBox = styled.section`
  margin: 0 0 48px;
  h2 { margin: 0 0 20px; font-size: 1.6rem; text-align: center; }
`;

/** A titled block of the page, named by its heading. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <SectionBox aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionBox>
  );
}

const benefitColours: Record<AppBenefit['color'], { background: string; accent: string }> = {
  blue: { background: '#eff6ff', accent: '#1d4ed8' },
  green: { background: '#f0fdf4', accent: '#15803d' },
  yellow: { background: '#fefce8', accent: '#a16207' },
};

/** A list laid out as a grid of cards (benefits, steps). */
const gridList = `
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardGrid = styled.ul(gridList);

const BenefitCard = styled.li<{ colour: AppBenefit['color'] }>`
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${(p) => benefitColours[p.colour].background};
  border-top: 4px solid ${(p) => benefitColours[p.colour].accent};
  svg { display: block; color: ${(p) => benefitColours[p.colour].accent}; }
  h3 { margin: 8px 0; font-size: 1.1rem; color: ${(p) => benefitColours[p.colour].accent}; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

/** Benefit cards: icon, title, description, in the benefit's colour. */
export function BenefitGrid({ benefits }: { benefits: readonly AppBenefit[] }) {
  return (
    <CardGrid>
      {benefits.map((benefit) => {
        const Icon = benefitIcon(benefit.icon);
        return (
          <BenefitCard key={benefit.title} colour={benefit.color} data-colour={benefit.color}>
            <Icon size={28} />
            <h3>{benefit.title}</h3>
            {benefit.description ? <p>{benefit.description}</p> : null}
          </BenefitCard>
        );
      })}
    </CardGrid>
  );
}

const Steps = styled.ol`
  ${gridList}
  li { padding: 24px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; text-align: center; }
  h3 { margin: 12px 0 8px; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 700;
`;

/** Numbered steps of a sign-up process, in their step order. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <Steps>
      {ordered.map((step) => (
        <li key={`${step.step}-${step.title}`}>
          <StepNumber aria-hidden="true">{step.step}</StepNumber>
          <h3>{step.title}</h3>
          {step.description ? <p>{step.description}</p> : null}
        </li>
      ))}
    </Steps>
  );
}

export const CenteredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;
