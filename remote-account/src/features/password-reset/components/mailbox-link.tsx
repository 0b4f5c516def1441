import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

const Link = styled.a`
  align-self: flex-start;
  color: ${theme.color.brand};
  font-weight: 600;
`;

/**
 * Shown only when the backend's answer named a mailbox: one that sends no real mail (its sandbox
 * mailer) keeps a page where the code can be read; one that mails for real names none. The address
 * is http(s) only (checked by the contract and again when it was read).
 */
export function MailboxLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      Open the sandbox mailbox
    </Link>
  );
}
