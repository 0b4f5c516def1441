import styled from '@emotion/styled';
import { type ContactInfo } from '@storefront/api-client';
import { PagePanel, theme, type LoadState } from '@storefront/ui';
import { useId } from 'react';
import { SUPPORT_HOURS, supportContact, telHref } from '../logic/support-content';

const Details = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 2px 0 0; color: ${theme.color.muted}; }
  dd + dd { margin-top: 0; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

/** Support hours, and the support e-mail and phone from the company info (fallback values when it fails). */
export function SupportContact({ info }: { info: LoadState<ContactInfo | null> }) {
  const id = useId();
  const loading = info.status === 'loading';
  const contact = supportContact(info.status === 'success' ? info.data : null);
  return (
    <PagePanel aria-labelledby={`${id}-title`} aria-busy={loading || undefined}>
      <h2 id={`${id}-title`}>Contact Support</h2>
      <Details>
        <div>
          <dt>Support Hours</dt>
          {SUPPORT_HOURS.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
        <div>
          <dt>Email</dt>
          <dd>{loading ? 'Loading...' : <a href={`mailto:${contact.email}`}>{contact.email}</a>}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{loading ? 'Loading...' : <a href={telHref(contact.phone)}>{contact.phone}</a>}</dd>
        </div>
      </Details>
    </PagePanel>
  );
}
