import { sanitizeHtml } from './sanitize-html';

export { sanitizeWithin } from './sanitize-html';

/** CMS HTML with everything that could run or reach out removed (sanitize-html.ts). */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
