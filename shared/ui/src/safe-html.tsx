import { lazy, Suspense } from 'react';

type SanitizerModule = typeof import('./sanitized-html');

let sanitizer: SanitizerModule | undefined;
const loadSanitizer = () => import('./sanitized-html').then((module) => (sanitizer = module));
const LazySanitizedHtml = lazy(loadSanitizer);

/**
 * For a page whose main content is always CMS HTML: given the sanitiser imported by the page's own
 * module (`import * as sanitizer from '@storefront/ui/rich-text/sanitizer'`), it comes in the
 * page's chunk, which the host's server preloads with the page, and the HTML shows in the page's
 * first paint instead of growing a moment later once the sanitiser has been fetched.
 */
export function provideSanitizer(module: SanitizerModule): void {
  sanitizer = module;
}

/** Whether content looks like HTML rather than plain text. */
export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(content);
}

/** Plain text split into paragraphs at blank lines, the form a blog post's content takes when it is not HTML. */
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
