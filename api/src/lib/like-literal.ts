/**
 * Text as a LIKE operand that matches it literally: '%' and '_' are not wildcards. Use with
 * `ESCAPE '\'`, and wrap in '%' yourself for "contains".
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A "contains" LIKE operand for `text`, matched literally. */
export function likeContains(text: string): string {
  return `%${likeLiteral(text)}%`;
}
