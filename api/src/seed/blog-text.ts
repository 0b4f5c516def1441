import type { SeedBlogSection } from './blog-posts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

/** The post as HTML for the blog page (the storefront sanitises it before rendering). */
export function sectionsToHtml(sections: readonly SeedBlogSection[]): string {
  return sections
    .map((section) => {
      const heading = section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : '';
      return heading + section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
    })
    .join('');
}

/** The post as plain text with blank-line paragraphs, the content form a post may have besides HTML. */
export function sectionsToText(sections: readonly SeedBlogSection[]): string {
  return sections
    .flatMap((section) => (section.heading ? [section.heading, ...section.paragraphs] : section.paragraphs))
    .join('\n\n');
}

/** Minutes at 200 words a minute, at least one. */
export function readTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
