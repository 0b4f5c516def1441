import styled from '@emotion/styled';
import type { CateringRequest } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { useId } from 'react';
import { cateringEventDate, cateringRequestSummary, cateringStatusLabel } from '../logic/catering-request-text';

const Heading = styled.h2`
  margin: 24px 0 12px;
  font-size: 1.25rem;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.desktopQuery} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li {
    display: grid;
    gap: 4px;
    padding: 14px 16px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; color: ${theme.color.muted}; overflow-wrap: anywhere; }
  .status { color: ${theme.color.text}; font-weight: 600; }
`;

/**
 * The customer's catering requests, newest first, each with the reference to quote to the team.
 * Most customers have none, so the section shows only when there are some (a failed read is none:
 * readDashboard).
 */
export function CateringRequests({ requests }: { requests: readonly CateringRequest[] }) {
  const headingId = useId();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Catering Requests</Heading>
      <List aria-labelledby={headingId}>
        {requests.map((request) => (
          <li key={request.uuid}>
            <h3>{request.reference}</h3>
            <p>{cateringRequestSummary(request)}</p>
            <p>Event on {cateringEventDate(request.event_date)}</p>
            <p className="status">{cateringStatusLabel(request.status)}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
