import styled from '@emotion/styled';
import { ContentSection, EmptyNotice, FallbackNotice, LoadingSkeleton, theme, type LoadState } from '@storefront/ui';
import { type Career } from '@storefront/api-client';
import { useId } from 'react';
import { openingsView } from '../logic/career-card';
import { DEFAULT_CAREERS } from '../logic/default-careers';
import { CareerCard } from './career-card';
import { CareerCardSkeleton } from './career-card-skeleton';

/** Three placeholder cards while the openings load, so the page does not jump when they arrive. */
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

/** The empty message and its hint, each on its own line of the empty notice. */
const EmptyMessage = styled.span`
  display: block;
  color: ${theme.color.text};
`;

const EmptyHint = styled.span`
  display: block;
  margin-top: 6px;
`;

/**
 * 'Current Openings': the server's openings, or `defaults` when they could not be read (with the
 * yellow notice) or when the server has none.
 */
export function CareerOpenings({ openings, defaults = DEFAULT_CAREERS }: { openings: LoadState<Career[]>; defaults?: readonly Career[] }) {
  const headingId = useId();
  const view = openingsView(openings, defaults);
  return (
    <ContentSection aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>Current Openings</h2>
        {view.status === 'shown' && view.countText ? <p>{view.countText}</p> : null}
      </Heading>
      {view.status === 'loading' ? (
        <LoadingSkeleton label="Loading current job openings">
          <Grid as="div">
            {Array.from({ length: CAREER_SKELETON_COUNT }, (_, index) => (
              <CareerCardSkeleton key={index} />
            ))}
          </Grid>
        </LoadingSkeleton>
      ) : null}
      {view.status === 'empty' ? (
        <EmptyNotice>
          <EmptyMessage>{view.message}</EmptyMessage>
          <EmptyHint>{view.hint}</EmptyHint>
        </EmptyNotice>
      ) : null}
      {view.status === 'shown' ? (
        <>
          {view.notice ? <FallbackNotice>{view.notice}</FallbackNotice> : null}
          <Grid aria-label="Job openings">
            {view.jobs.map((career) => (
              <li key={career.id}>
                <CareerCard career={career} />
              </li>
            ))}
          </Grid>
        </>
      ) : null}
    </ContentSection>
  );
}
