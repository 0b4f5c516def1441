import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { openShareWindow, shareLinks } from '../logic/blog-display';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  h2 { margin: 0 8px 0 0; font-size: 1rem; }
`;

const ShareButton = styled.button`
  padding: 8px 14px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.color.brandSoft}; }
`;

/** Share this post on Facebook, X or LinkedIn, each in a new window. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <Row>
      <h2>Share this post</h2>
      {shareLinks(url, title).map((link) => (
        <ShareButton key={link.network} type="button" aria-label={link.label} onClick={() => openShareWindow(link.href)}>
          {link.network}
        </ShareButton>
      ))}
    </Row>
  );
}
