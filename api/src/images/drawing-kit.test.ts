import { el, escapeXml, fitText, roundNumbers, textLines, wrapWords } from './drawing-kit';

describe('escapeXml', () => {
  it('writes markup characters and straight quotes as entities and keeps every other character', () => {
    expect(escapeXml(`Tom & Jerry's "Best" <Nshima>`)).toBe('Tom &#38; Jerry&#39;s &#34;Best&#34; &#60;Nshima&#62;');
    expect(escapeXml('Zambia’s “traditional” drinks')).toBe('Zambia’s “traditional” drinks');
  });
});

describe('wrapWords and fitText', () => {
  const title = 'Paying for Your Order: Mobile Money, Cards and Wallet';

  it('breaks only between words and keeps every word in its order', () => {
    const lines = wrapWords(title, 16);
    expect(lines.join(' ')).toBe(title);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(16);
    // A word longer than a line stays whole on its own line.
    expect(wrapWords('Ifinkubala everywhere', 5)).toEqual(['Ifinkubala', 'everywhere']);
  });

  it('picks the largest size at which the whole text fits the box', () => {
    const short = fitText('Festive Season Menu Ideas', 860, 440, 72, 34);
    expect(short.size).toBe(72);
    const long = fitText(`${title} ${title}`, 860, 440, 72, 34);
    expect(long.size).toBeLessThan(72);
    for (const block of [short, long]) {
      expect(block.lines.length * block.size * 1.18).toBeLessThanOrEqual(440);
      for (const line of block.lines) expect(line.length * block.size * 0.62).toBeLessThanOrEqual(860);
    }
    expect(long.lines.join(' ')).toBe(`${title} ${title}`);
  });

  it('never cuts: at the smallest size a text too long for the box wraps on more lines', () => {
    const text = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const block = fitText(text, 400, 100, 40, 30);
    expect(block.size).toBe(30);
    expect(block.lines.join(' ')).toBe(text);
    expect(block.lines.join(' ')).not.toContain('…');
  });
});

describe('text and shapes', () => {
  it('writes each line as a tspan, escaped, one line height apart', () => {
    expect(textLines(['Mama Chanda’s', 'Tom & Jerry'], 600, 100, 50, '#fff')).toBe(
      `<text y="100" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="50" font-weight="700" fill="#fff"><tspan x="600" dy="0">Mama Chanda’s</tspan><tspan x="600" dy="59">Tom &#38; Jerry</tspan></text>`,
    );
  });

  it('writes whole numbers, keeping small ones such as opacities', () => {
    expect(el('circle', { cx: 10.4, cy: 3.6, r: 2, opacity: 0.18, fill: '#000', stroke: undefined })).toBe(
      '<circle cx="10" cy="4" r="2" opacity="0.18" fill="#000"/>',
    );
    expect(el('path', { d: 'M10.5 20.25l-3.7 1e-7z', transform: 'rotate(12.6 400.2 300)' })).toBe('<path d="M11 20l-4 0z" transform="rotate(13 400 300)"/>');
    expect(roundNumbers('M0.4 0')).toBe('M0 0');
  });
});
