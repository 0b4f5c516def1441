import styled from '@emotion/styled';
import { type ContactInfo } from '@storefront/api-client';
import { theme, VisuallyHidden, type LoadState } from '@storefront/ui';
import { useId } from 'react';
import { contactChannels, followLinks, telHref } from '../logic/contact-channels';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 0 0 4px; font-size: 0.95rem; }
  dl { display: grid; gap: 12px; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  a { color: ${theme.color.brandDark}; font-weight: 600; }
`;

const Networks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: 999px;
    background: ${theme.color.surface};
    text-decoration: none;
  }
`;

/** 'Other Ways to Reach Us' (Email, Phone, Address) and the Follow Us links; the defaults for info not read (null). */
export function ContactChannels({ info }: { info: LoadState<ContactInfo | null> }) {
  const followId = useId();

  if (info.status !== 'success') {
    return (
      <Panel aria-label="Other Ways to Reach Us">
        <h2>Other Ways to Reach Us</h2>
        <p role="status">Loading contact details...</p>
      </Panel>
    );
  }

  const channels = contactChannels(info.data);
  const links = followLinks(info.data?.company_social_media ?? {});
  return (
    <Panel aria-label="Other Ways to Reach Us">
      <h2>Other Ways to Reach Us</h2>
      <dl>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${channels.email}`}>{channels.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(channels.phone)}>{channels.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{channels.address}</dd>
        </div>
      </dl>
      {links.length > 0 ? (
        <div>
          <h3 id={followId}>Follow Us</h3>
          <Networks aria-labelledby={followId}>
            {links.map((link) => (
              <li key={link.name + link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </Networks>
        </div>
      ) : null}
    </Panel>
  );
}
