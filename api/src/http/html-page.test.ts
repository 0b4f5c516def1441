import { escapeHtml } from './html-page';

it('escapes every character that could open markup or leave an attribute', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
  expect(escapeHtml('ZK 12.50')).toBe('ZK 12.50');
});
