/**
 * Checks of a generated SVG without a parser: the elements nest and close, attribute values are
 * quoted, and text holds no raw markup characters. Enough to catch a picture a browser would
 * refuse to show.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*="[^"<]*")*)\s*(\/?)>|<|>/g)) {
    const [token, closing, name, , selfClosing] = match;
    if (name === undefined) {
      problems.push(`stray ${token} at ${match.index}`);
    } else if (closing) {
      const last = open.pop();
      if (last !== name) problems.push(`</${name}> closes <${last ?? 'nothing'}>`);
    } else if (!selfClosing) {
      open.push(name);
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(svg)) problems.push('bare ampersand');
  return problems;
}

/** The text a person would read in the picture (tspan and text contents), entities decoded. */
export function printedText(svg: string): string {
  const withoutTitle = svg.replace(/<title>[^<]*<\/title>/, '');
  return [...withoutTitle.matchAll(/>([^<]+)</g)]
    .map((match) => match[1] ?? '')
    .join(' ')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .trim();
}
