import styled from '@emotion/styled';
import { PageHeading, theme } from '@storefront/ui';
import { RichText } from '@storefront/ui/rich-text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyReads } from '../api/policy-reads';
import { policyContact, policyView } from '../logic/policy-content';

const Updated = styled.p`
  margin: -8px 0 24px;
  color: ${theme.color.muted};
`;

const Contents = styled.nav`
  margin-bottom: 24px;
  ul { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; list-style: none; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

const Section = styled.section`
  max-width: 820px;
  margin-bottom: 32px;
  line-height: 1.7;
  scroll-margin-top: 96px;
  h2 { margin: 0 0 8px; font-size: 1.4rem; }
  p { margin: 0 0 12px; }
`;

const ContactBlock = styled.section`
  max-width: 820px;
  padding: 20px 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  p { margin: 0 0 6px; }
  a { color: ${theme.color.brandDark}; font-weight: 600; }
`;

/** /privacy: Privacy Policy, Refund Policy and Terms of Service (each unless switched off) and Contact Us. */
export function PolicyDocument({ page, info }: PolicyReads) {
  const contactTitleId = useId();
  const view = policyView(page);
  const contact = policyContact(view.contactEmail, info);
  return (
    <>
      <PageHeading>{view.title}</PageHeading>
      <Updated>Last updated: {view.lastUpdated}</Updated>
      {view.sections.length > 1 ? (
        <Contents aria-label="On this page">
          <ul>
            {view.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </Contents>
      ) : null}
      {view.sections.map((section) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.html ? (
            <RichText content={section.html} />
          ) : (
            section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
        </Section>
      ))}
      <footer>
        <ContactBlock aria-labelledby={contactTitleId}>
          <h2 id={contactTitleId}>Contact Us</h2>
          <p>If you have any questions about these policies, please contact us:</p>
          <p>
            Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <p>
            Phone: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
          <p>Address: {contact.address}</p>
          <p>
            Or send us a message through our <Link to="/contact">contact page</Link>.
          </p>
        </ContactBlock>
      </footer>
    </>
  );
}
