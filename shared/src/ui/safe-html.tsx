import { lazy, Suspense } from 'react';

let sanitizer: typeof import('./sanitized-html') | undefined;
const loadSanitizer = () => import('./sanitized-html').then((module) => (sanitizer = module));
const LazySanitizedHtml = lazy(loadSanitizer);

/**
 * Loads the sanitiser ahead: a page that waits for it with its own data shows its HTML in the same
 * paint as the rest, instead of growing a moment later and pushing what is below.
 */
export function preloadRichText(): Promise<unknown> {
  return loadSanitizer();
}

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
  const SanitizedHtml = sanitizer?.default ?? LazySanitizedHtml;
  return (
    <Suspense fallback={<div className={className} />}>
      <SanitizedHtml html={content} className={className} />
    </Suspense>
  );
}
