/** Characters that could end a script element or start markup inside it, or end a JavaScript line. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * `value` as JSON for a `<script type="application/json">` element: every `<`, `>` and `&` is
 * written as a JSON escape, so no text in it (a CMS title holding `</script><script>`) can end the
 * element or open another; `JSON.parse` of the element's text gives `value` back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
