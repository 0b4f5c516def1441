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

/** Share this post on Facebook, X or LinkedIn, each in a new window. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <Row>
      <h2>Share this post</h2>
      {shareLinks(url, title).map((link) => (
        <Button key={link.network} variant="secondary" size="sm" pill type="button" aria-label={link.label} onClick={() => openShareWindow(link.href)}>
          {link.network}
        </Button>
      ))}
    </Row>
  );
}
