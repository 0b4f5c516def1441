import styled from '@emotion/styled';
import { PagePanel, SecondaryLink, theme } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';

const Panel = styled(PagePanel)`
  gap: 16px;
  max-width: 640px;
  margin: 0 auto;
  padding: 32px 24px;
  text-align: center;
  h2 { font-size: 1.6rem; color: ${theme.color.success}; }
`;

const NextSteps = styled.div`
  padding: 16px 20px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  text-align: left;
  h3 { margin: 0 0 8px; font-size: 1.05rem; }
  ul { margin: 0; padding-left: 20px; }
  li + li { margin-top: 4px; }
`;

const PrimaryLink = styled(Link)`
  padding: 12px 16px;
  border-radius: 8px;
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.color.brandDark}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/** 'Application Submitted!' with what happens next, and the ways out. */
export function ApplicationSubmitted() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Application Submitted!
      </h2>
      <p>Thank you for your interest in joining ZamEats. We have received your application and resume.</p>
      <NextSteps>
        <h3>What happens next?</h3>
        <ul>
          <li>Our team will review your application within 5-7 business days.</li>
          <li>If your profile matches the role, we may contact you for an initial interview.</li>
          <li>Shortlisted candidates go through 2-3 interview rounds.</li>
          <li>Successful candidates receive an offer letter by e-mail.</li>
        </ul>
      </NextSteps>
      <Actions>
        <SecondaryLink to="/careers">Back to Careers</SecondaryLink>
        <PrimaryLink to="/">Go to Homepage</PrimaryLink>
      </Actions>
    </Panel>
  );
}
