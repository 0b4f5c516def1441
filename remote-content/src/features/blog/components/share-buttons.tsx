import styled from '@emotion/styled';
import { answeredInPage, buttonStyles } from '@storefront/ui';
import { openShareWindow, shareLinks } from '../logic/blog-display';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  h2 { margin: 0 8px 0 0; font-size: 1rem; }
`;

const ShareLink = styled.a(buttonStyles({ variant: 'secondary', size: 'sm', pill: true }), { textDecoration: 'none' });

/**
 * Share this post (at `url`) on Facebook, X or LinkedIn: links to each network's share page, in a
 * new tab before the app is in (or with scripts off), in a small window once it is.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <Row>
      <h2>Share this post</h2>
      {shareLinks(url, title).map((link) => (
        <ShareLink key={link.network} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} onClick={answeredInPage(() => openShareWindow(link.href))}>
          {link.network}
        </ShareLink>
      ))}
    </Row>
  );
}
