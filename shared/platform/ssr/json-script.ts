/** Characters that could end a script element or start markup inside it, or end a JavaScript line. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** For a `<script type="application/json">`: no text in it (a CMS title holding `</script>`) can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
