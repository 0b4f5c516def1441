import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

/** The red banner that lists what is wrong with the step. */
export const ErrorBanner = styled.div`
  padding: 12px 16px;
  border: 1px solid #fecaca;
  border-radius: 8px;
  background: #fef2f2;
  color: ${theme.color.danger};
  font-weight: 600;
  p { margin: 0; }
  p + p { margin-top: 4px; }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.85rem;
`;

/** The banner with what is wrong with the step, announced as it appears; nothing while all is well. */
export function StepProblems({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ErrorBanner id={id} role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </ErrorBanner>
  );
}
