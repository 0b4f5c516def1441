import { jsonForScript } from './json-script';

describe('jsonForScript', () => {
  it('gives back the same value through JSON.parse, with nothing that can end the script element', () => {
    const value = { title: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c', amp: 'Fish & chips' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('holds as the text of a script element in a parsed document', () => {
    const value = { title: '</script><script>alert(1)</script>' };
    const doc = new DOMParser().parseFromString(`<script type="application/json" id="data">${jsonForScript(value)}</script>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('data')?.textContent ?? '')).toEqual(value);
  });
});
