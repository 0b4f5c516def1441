import { aboutContentSchema, ApiError, type AboutContent } from '@storefront/api-client';
import { type LoadState } from '@storefront/ui';
import { aboutView, visionOf } from './about-view';
import { DEFAULT_ABOUT, DEFAULT_VISION } from './default-about';

const loaded = (answer: unknown): LoadState<AboutContent> => ({ status: 'success', data: aboutContentSchema.parse(answer) });

describe('aboutView', () => {
  it('shows every section while loading', () => {
    const view = aboutView({ status: 'loading' });
    expect(view.sections).toEqual({ visionMission: true, teamFocus: true, features: true, faqs: true, appDownload: true });
  });

  it('switches off the sections whose flag is false, the others stay on', () => {
    const view = aboutView(loaded({ page: { title: 'About', page_data: { show_team_focus: false, show_faqs: '0' } } }));
    expect(view.sections).toEqual({ visionMission: true, teamFocus: false, features: true, faqs: false, appDownload: true });
  });

  it('takes title, content, colour, lists and banner from the content', () => {
    const view = aboutView(
      loaded({
        page: { title: 'About ZamEats', content: '<p>Our story</p>', background_color: '#fff7ed' },
        features: [{ title: 'Try The App' }],
        faqs: [],
        app_download: { title: 'Get the app' },
      }),
    );
    expect(view).toMatchObject({
      status: 'ready',
      title: 'About ZamEats',
      content: '<p>Our story</p>',
      backgroundColor: '#fff7ed',
      features: [{ title: 'Try The App' }],
      faqs: [],
      banner: { title: 'Get the app' },
      notice: null,
    });
  });

  it('takes no background that is not a colour', () => {
    const view = aboutView(loaded({ page: { title: 'About', background_color: 'url(https://evil.test/pixel.png)' } }));
    expect(view).toMatchObject({ status: 'ready', backgroundColor: null });
  });

  it("shows the defaults with the product's reason when the content fails, never the failure's own words", () => {
    const view = aboutView({ status: 'error', error: new ApiError('The answer is not JSON', 'parse', 200) });
    expect(view).toMatchObject({
      status: 'ready',
      title: DEFAULT_ABOUT.title,
      vision: DEFAULT_VISION,
      features: null,
      faqs: null,
      banner: null,
      notice: 'Using fallback content. Error: Failed to load about content',
    });
    expect(JSON.stringify(view)).not.toContain('JSON');
  });
});

describe('visionOf', () => {
  it('reads vision, mission and principles given as objects or plain text', () => {
    expect(
      visionOf({
        vision: 'Every kitchen reaches every customer.',
        mission: ' Simple and fair. ',
        principles: [{ title: 'Customers first', description: 'Good food.' }, 'Proudly local', { nope: true }, 4],
      }),
    ).toEqual({
      vision: 'Every kitchen reaches every customer.',
      mission: 'Simple and fair.',
      principles: [
        { title: 'Customers first', description: 'Good food.' },
        { title: 'Proudly local', description: null },
      ],
    });
  });

  it('falls back to the default vision when page_data has none', () => {
    expect(visionOf({ show_vision_mission: true })).toBe(DEFAULT_VISION);
  });
});
