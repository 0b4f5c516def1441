import styled from '@emotion/styled';
import { theme, useLoad, type Career } from '@storefront/shared';
import { useId } from 'react';
import { loadCareers } from '../api/load-careers';
import { openingsView } from '../logic/career-card';
import { DEFAULT_CAREERS } from '../logic/default-careers';
import { CareerCard } from './career-card';
import { CareerCardSkeleton } from './career-card-skeleton';
import { CareersSection, VisuallyHidden } from './careers-styles';

/** Content spec §2: three placeholder cards while the openings load. */
export const CAREER_SKELETON_COUNT = 3;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 16px;
  h2 { margin: 0; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid #fde68a;
  border-radius: 8px;
  background: #fef9c3;
  color: ${theme.color.warning};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 32px 16px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  text-align: center;
  p { margin: 0; }
  p + p { margin-top: 6px; color: ${theme.color.muted}; }
`;

/**
 * 'Current Openings': the server's openings, or `defaults` when they cannot be loaded (with the
 * yellow notice) or when the server has none.
 */
export function CareerOpenings({ defaults = DEFAULT_CAREERS }: { defaults?: readonly Career[] }) {
  const headingId = useId();
  const state = useLoad(loadCareers);
  const view = openingsView(state, defaults);
  return (
    <CareersSection aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>Current Openings</h2>
        {view.status === 'shown' && view.countText ? <p>{view.countText}</p> : null}
      </Heading>
      {view.status === 'loading' ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>Loading current job openings</VisuallyHidden>
          <Grid aria-hidden="true" as="div">
            {Array.from({ length: CAREER_SKELETON_COUNT }, (_, index) => (
              <CareerCardSkeleton key={index} />
            ))}
          </Grid>
        </div>
      ) : null}
      {view.status === 'empty' ? (
        <Empty role="status">
          <p>{view.message}</p>
          <p>{view.hint}</p>
        </Empty>
      ) : null}
      {view.status === 'shown' ? (
        <>
          {view.notice ? <Notice role="status">{view.notice}</Notice> : null}
          <Grid aria-label="Job openings">
            {view.jobs.map((career) => (
              <li key={career.id}>
                <CareerCard career={career} />
              </li>
            ))}
          </Grid>
        </>
      ) : null}
    </CareersSection>
  );
}
