/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { sanitizeHtml, sanitizeWithin } from './sanitize-html';

describe('sanitizeHtml on a server', () => {
  it('sanitises within the DOM it is given, as in a browser', () => {
    sanitizeWithin(new JSDOM('').window);
    const html = sanitizeHtml('<p onclick="steal()">Munkoyo</p><script>alert(1)</script><a href="javascript:alert(2)" target="_blank">read</a>');
    expect(html).toBe('<p>Munkoyo</p><a target="_blank" rel="noopener noreferrer">read</a>');
  });
});
