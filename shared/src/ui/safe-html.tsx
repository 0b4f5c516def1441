import { lazy, Suspense } from 'react';

const SanitizedHtml = lazy(() => import('./sanitized-html'));

/** Whether content looks like HTML rather than plain text. */
export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(content);
}

/** Plain text split into paragraphs at blank lines (spec: blog content). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * CMS content shown safely: sanitised HTML, or plain text as paragraphs. DOMPurify loads with the
 * first HTML to show, so a page of plain text never fetches it.
 */
export function RichText({ content, className }: { content: string; className?: string }) {
  if (!looksLikeHtml(content)) {
    return (
      <div className={className}>
        {paragraphsOf(content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <Suspense fallback={<div className={className} />}>
      <SanitizedHtml html={content} className={className} />
    </Suspense>
  );
}
