import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

const Link = styled.a`
  align-self: flex-start;
  color: ${theme.color.brand};
  font-weight: 600;
`;

/**
 * This sandbox sends no real mail: the backend keeps a mailbox page where the code can be read.
 * The address is http(s) only (checked by the contract and again when it was read).
 */
export function MailboxLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      Open the sandbox mailbox
    </Link>
  );
}
