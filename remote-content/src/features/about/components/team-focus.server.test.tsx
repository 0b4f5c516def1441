/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_TEAM_FOCUS } from '../logic/default-about';
import { TeamFocus } from './team-focus';

/** The block's HTML as the server sends it for `url`. */
const htmlAt = (url: string) =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <TeamFocus team={{ status: 'success', data: DEFAULT_TEAM_FOCUS }} />
    </MemoryRouter>,
  );

/** The opening tag of the button named `title`. */
const buttonOf = (html: string, title: string) => new RegExp(`<button[^>]*>${title}</button>`).exec(html)?.[0] ?? '';

describe('TeamFocus on the server', () => {
  it('shows the panel of the tab ?tab= names, its button pressed', () => {
    const html = htmlAt('/about?tab=technology');
    expect(buttonOf(html, 'Technology')).toContain('aria-pressed="true"');
    expect(buttonOf(html, 'Customer Experience')).toContain('aria-pressed="false"');
    expect(html).toContain('A fast storefront and apps built for Zambian networks and phones.');
    expect(html).not.toContain('Our support team answers quickly');
  });

  it('shows the first tab without ?tab=', () => {
    const html = htmlAt('/about');
    expect(buttonOf(html, 'Customer Experience')).toContain('aria-pressed="true"');
    expect(html).toContain('Our support team answers quickly');
  });

  it('makes each tab a button of a GET form that asks for its panel, back at the block', () => {
    const html = htmlAt('/about');
    expect(html).toMatch(/<section[^>]*id="team-focus"/);
    expect(html).toMatch(/<form action="#team-focus" method="get">/);
    const rider = buttonOf(html, 'Rider Community');
    expect(rider).toContain('type="submit"');
    expect(rider).toContain('name="tab"');
    expect(rider).toContain('value="rider-community"');
    // The tabs pattern's roles promise arrow keys, which only the app answers.
    expect(html).not.toContain('role="tab');
  });
});
