import styled from '@emotion/styled';
import { Button } from '@storefront/ui';
import { openShareWindow, shareLinks } from '../logic/blog-display';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  h2 { margin: 0 8px 0 0; font-size: 1rem; }
`;

/**
 * Share this post (at `path` on this site) on Facebook, X or LinkedIn, each in a new window. The
 * address shared is made when a button is pressed, from the page's own origin, which a server
 * rendering the page does not know.
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const share = (network: string) => {
    const link = shareLinks(new URL(path, window.location.origin).href, title).find((candidate) => candidate.network === network);
    if (link) openShareWindow(link.href);
  };
  return (
    <Row>
      <h2>Share this post</h2>
      {shareLinks(path, title).map((link) => (
        <Button key={link.network} variant="secondary" size="sm" pill type="button" aria-label={link.label} onClick={() => share(link.network)}>
          {link.network}
        </Button>
      ))}
    </Row>
  );
}
