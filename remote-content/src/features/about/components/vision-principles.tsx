import styled from '@emotion/styled';
import { ContentSection, LoadingSkeleton, theme } from '@storefront/ui';
import { useId } from 'react';
import type { VisionBlock } from '../logic/about-view';
import { SkeletonLine } from './about-styles';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
`;

const Panel = styled.div`
  padding: 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h3 { margin: 0 0 6px; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; }
  ul { margin: 0; padding-left: 20px; }
  li + li { margin-top: 8px; }
`;

/** 'Our Vision', 'Our Mission' and 'Our Principles'; placeholders while the content loads. */
export function VisionPrinciples({ vision }: { vision: VisionBlock | undefined }) {
  const headingId = useId();
  return (
    <ContentSection aria-labelledby={headingId}>
      <h2 id={headingId}>Vision and Principles</h2>
      {vision === undefined ? (
        <LoadingSkeleton label="Loading vision and principles">
          <Grid>
            <SkeletonLine height="140px" />
            <SkeletonLine height="140px" />
            <SkeletonLine height="140px" />
          </Grid>
        </LoadingSkeleton>
      ) : (
        <Grid>
          {vision.vision ? (
            <Panel>
              <h3>Our Vision</h3>
              <p>{vision.vision}</p>
            </Panel>
          ) : null}
          {vision.mission ? (
            <Panel>
              <h3>Our Mission</h3>
              <p>{vision.mission}</p>
            </Panel>
          ) : null}
          {vision.principles.length > 0 ? (
            <Panel>
              <h3>Our Principles</h3>
              <ul>
                {vision.principles.map((principle) => (
                  <li key={principle.title}>
                    <strong>{principle.title}</strong>
                    {principle.description ? <p>{principle.description}</p> : null}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </Grid>
      )}
    </ContentSection>
  );
}
