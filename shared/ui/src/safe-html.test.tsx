import { render, screen } from '@testing-library/react';
import { looksLikeHtml, paragraphsOf, RichText } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts and event attributes', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi<img src="https://cdn.test/a.png" onerror="steal()"></p><script>steal()</script>');
    expect(clean).not.toMatch(/script|onerror|onclick|steal/);
    expect(clean).toContain('<img src="https://cdn.test/a.png">');
  });

  it('keeps only safe links and cuts new windows off from the page', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="https://zameats.test" target="_blank">y</a><a href="mailto:hi@zameats.test">z</a>',
    );
    expect(clean).not.toContain('javascript');
    expect(clean).toContain('<a href="https://zameats.test" target="_blank" rel="noopener noreferrer">y</a>');
    expect(clean).toContain('href="mailto:hi@zameats.test"');
  });

  it('keeps site and http(s) images only', () => {
    const clean = sanitizeHtml('<img src="/images/a.svg"><img src="//evil.test/b.png"><img src="data:image/png;base64,AA">');
    expect(clean).toBe('<img src="/images/a.svg"><img><img>');
  });

  it('drops styles and forms', () => {
    expect(sanitizeHtml('<style>body{}</style><form><input></form><p style="color:red">t</p>')).toBe('<p>t</p>');
  });
});

describe('RichText', () => {
  it('never runs a script from content', async () => {
    const ran = jest.fn();
    Object.assign(window, { ran });
    render(<RichText content={'<p>Nshima</p><img src="x" onerror="window.ran()"><script>window.ran()</script>'} />);
    expect(await screen.findByText('Nshima')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  it('shows HTML in its first render once the page has given it the sanitiser, not a moment later', async () => {
    await jest.isolateModulesAsync(async () => {
      const { RichText: LazyRichText } = await import('./safe-html');
      const lazy = render(<LazyRichText content="<p>Chibwabwa</p>" />);
      expect(screen.queryByText('Chibwabwa')).toBeNull();
      lazy.unmount();
    });
    await jest.isolateModulesAsync(async () => {
      const sanitizer = await import('./sanitized-html');
      const { RichText: ProvidedRichText, provideSanitizer } = await import('./safe-html');
      provideSanitizer(sanitizer);
      render(<ProvidedRichText content="<p>Chibwabwa</p>" />);
      expect(screen.getByText('Chibwabwa')).toBeInTheDocument();
    });
  });

  it('shows plain text as paragraphs split at blank lines', () => {
    render(<RichText content={'First line\nstill first\n\nSecond paragraph'} />);
    expect(screen.getAllByRole('paragraph')).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('tells HTML from text and splits paragraphs', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('5 < 6 and 7 > 3')).toBe(false);
    expect(paragraphsOf('a\n\n\n b \r\n\r\nc')).toEqual(['a', 'b', 'c']);
  });
});
