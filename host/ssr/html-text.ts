const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element's content or a quoted attribute value: nothing in it is markup. */
export const htmlText = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
