import { escapeHtml } from './html-page';

/** The look every sandbox page shares: one card on a pale green page. */
const sharedStyles = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6f3; color: #1d2a1f; }
  main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); text-align: center; }
  .brand { font-size: 0.85rem; letter-spacing: 0.04em; text-transform: uppercase; color: #2f7d32; margin: 0 0 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  .note { color: #5b6b5d; font-size: 0.9rem; }
`;

export interface SandboxPage {
  /** 'ZamEats Pay — sandbox': shown above the content and in the tab title. */
  brand: string;
  title: string;
  /** Markup; callers escape every value they put in it. */
  body: string;
  /** Rules of this page, after the shared ones. */
  styles?: string;
}

/** A whole server-rendered sandbox page, to send with `sendHtml`. */
export function renderSandboxPage({ brand, title, body, styles = '' }: SandboxPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${brand}`)}</title>
<style>${sharedStyles}${styles}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand)}</p>
${body}
</main>
</body>
</html>
`;
}
