import styled from '@emotion/styled';
import { ContentSection, theme, VisuallyHidden } from '@storefront/ui';
import { useId } from 'react';

const Mission = styled.p`
  max-width: 760px;
  margin: 0 0 8px;
  font-size: 1.1rem;
  color: ${theme.color.muted};
`;

const Cards = styled.ul`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: 20px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h3 { margin: 0 0 8px; font-size: 1.1rem; color: ${theme.color.brandDark}; }
  p { margin: 0; color: ${theme.color.text}; }
`;

export const CAREER_BENEFITS = [
  {
    title: 'Growth Opportunities',
    description: 'Learn fast in a growing company, with training, mentoring and room to take on more.',
  },
  {
    title: 'Inclusive Culture',
    description: 'People from every province and background, where every voice is heard and respected.',
  },
  {
    title: 'Competitive Benefits',
    description: 'Fair pay, medical cover and perks that look after you and your family.',
  },
] as const;

/** The mission blurb and the three reasons to work here. */
export function CareersIntro() {
  const headingId = useId();
  return (
    <>
      <Mission>
        At ZamEats we connect Zambia&apos;s favourite kitchens with hungry customers, riders and restaurant partners.
        We are building a team that loves food, technology and great service. Join us and help shape how Zambia eats.
      </Mission>
      <ContentSection aria-labelledby={headingId}>
        <VisuallyHidden as="h2" id={headingId}>
          Why work with us
        </VisuallyHidden>
        <Cards>
          {CAREER_BENEFITS.map((benefit) => (
            <Card key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </Card>
          ))}
        </Cards>
      </ContentSection>
    </>
  );
}
