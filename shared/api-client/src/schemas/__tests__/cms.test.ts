import { bannerAnswer, footerAnswer, heroAnswer } from '../../test-support/fixtures';
import { appDownloadBannerSchema, fullHeroSectionResponseSchema, heroSectionSchema } from '../cms-banners';
import { faqSchema, featureCardSchema, highlightSchema, teamFocusItemSchema } from '../cms-cards';
import { footerContentSchema, footerSectionSchema } from '../cms-footer';
import {
  aboutPageSchema,
  merchantAppPageDataSchema,
  riderAppPageDataSchema,
  userAppPageDataSchema,
} from '../cms-pages';
import {
  aboutContentSchema,
  appDownloadContentSchema,
  contentResponseSchemas,
  homepageContentSchema,
  navigationContentSchema,
} from '../content-responses';

describe('content items', () => {
  it('reads a feature card, a highlight, a FAQ and a team focus item', () => {
    const card = {
      title: 'Become A Rider',
      description: 'Earn on your schedule',
      image_url: '/img/rider.png',
      background_color: '#fde68a',
      link_url: '/rider-app',
      link_text: 'Learn more',
    };
    expect(featureCardSchema.parse(card)).toEqual(card);
    expect(highlightSchema.parse({ title: 'Fast', is_active: 0, is_featured: '1', sort_order: '2' })).toEqual({
      title: 'Fast',
      is_active: false,
      is_featured: true,
      sort_order: 2,
    });
    expect(faqSchema.parse({ question: 'Q?', answer: 'A.' })).toEqual({ question: 'Q?', answer: 'A.', is_featured: false, sort_order: 0 });
    expect(teamFocusItemSchema.parse({ title: 'Quality', description: 'Fresh food' })).toMatchObject({ is_active: true });
  });

  it('refuses items without what the page shows', () => {
    expect(featureCardSchema.safeParse({ description: 'x' }).success).toBe(false);
    expect(faqSchema.safeParse({ question: 'Q?' }).success).toBe(false);
    expect(highlightSchema.safeParse({ title: 'x', sort_order: 'first' }).success).toBe(false);
  });

  it('reads a hero with style settings as a JSON string and its bike and cloud animations', () => {
    const hero = heroSectionSchema.parse(heroAnswer);
    expect(hero.style_settings).toEqual({ padding: '4rem' });
    expect(hero.animation_settings.bike).toEqual({ enabled: true, duration: 8 });
    expect(hero.animation_settings.cloud).toEqual({ enabled: false });
    expect(heroSectionSchema.parse(hero)).toEqual(hero);
  });

  it('reads the full hero answer', () => {
    expect(fullHeroSectionResponseSchema.parse({ success: true, full_hero_section: heroAnswer }).full_hero_section?.title).toBe(
      heroAnswer.title,
    );
    expect(fullHeroSectionResponseSchema.safeParse({ full_hero_section: heroAnswer }).success).toBe(false);
  });

  it('reads an app-download banner', () => {
    expect(appDownloadBannerSchema.parse(bannerAnswer)).toMatchObject({ is_active: true, style_settings: { radius: 12 } });
    expect(appDownloadBannerSchema.safeParse({ subtitle: 'x' }).success).toBe(false);
  });

  it('reads footer sections with links as a JSON string, under footer_sections or sections', () => {
    const footer = footerContentSchema.parse(footerAnswer);
    expect(footer.sections[0]?.links).toEqual([{ text: 'About Us', url: '/about' }]);
    expect(footer.contact).toEqual({ email: 'hello@storefront.test', phone: '+260977000000' });
    expect(footerContentSchema.parse(footer)).toEqual(footer);
    expect(footerContentSchema.parse({ sections: [] })).toEqual({ sections: [], contact: null });
    expect(footerSectionSchema.safeParse({ title: 'x', links: [{ text: 'no url' }] }).success).toBe(false);
  });
});

describe('pages', () => {
  it('turns every about section on unless its flag is false', () => {
    expect(aboutPageSchema.parse({ title: 'About' }).page_data).toEqual({
      show_vision_mission: true,
      show_team_focus: true,
      show_features: true,
      show_faqs: true,
      show_app_download: true,
    });
    const about = aboutPageSchema.parse({ title: 'About', page_data: '{"show_faqs":false,"vision":"Feed Zambia"}' });
    expect(about.page_data).toMatchObject({ show_faqs: false, show_features: true, vision: 'Feed Zambia' });
  });

  it('reads the customer app page data, with unknown colours shown as blue', () => {
    const data = userAppPageDataSchema.parse({
      hero_title: 'Order in seconds',
      features: ['Live tracking', { title: 'Wallet', description: 'Top up' }],
      benefits: [
        { icon: 'bolt', title: 'Fast', description: 'Quick', color: 'green' },
        { title: 'Odd', color: 'purple' },
      ],
      app_store_url: 'https://apps.apple.com/app',
      google_play_url: 'https://play.google.com/store',
    });
    expect(data.features?.[0]).toEqual({ title: 'Live tracking', description: null, icon: null });
    expect(data.benefits?.map((benefit) => benefit.color)).toEqual(['green', 'blue']);
  });

  it('reads the merchant and rider page data', () => {
    const steps = [
      { step: 1, title: 'Register' },
      { step: '2', title: 'Set Up Menu' },
    ];
    expect(merchantAppPageDataSchema.parse({ process_steps: steps }).process_steps?.[1]?.step).toBe(2);
    expect(riderAppPageDataSchema.parse({ requirements: { rider: ['At least 18 years old'] } }).requirements).toEqual({
      rider: ['At least 18 years old'],
      vehicle: [],
    });
    expect(riderAppPageDataSchema.safeParse({ benefits: [{ description: 'no title' }] }).success).toBe(false);
  });
});

describe('content answers by key', () => {
  it('has a schema for every key of GET /content/{key}', () => {
    expect(Object.keys(contentResponseSchemas).sort()).toEqual(
      [
        'homepage',
        'about',
        'faqs',
        'blog',
        'contact',
        'careers',
        'privacy',
        'rider-app',
        'user-app',
        'merchant-app',
        'navigation',
        'hero',
        'app-download',
      ].sort(),
    );
  });

  it('reads the homepage blocks and gives empty lists for missing ones', () => {
    const homepage = homepageContentSchema.parse({ hero: heroAnswer, appDownloadBanner: bannerAnswer });
    expect(homepage).toMatchObject({ features: [], highlights: [], faqs: [] });
    expect(homepage.appDownloadBanner?.title).toBe('Get the app');
  });

  it('needs the about page and reads team_focus and app_download', () => {
    const about = aboutContentSchema.parse({ page: { title: 'About' }, team_focus: [{ title: 'Quality' }], app_download: bannerAnswer });
    expect(about.team_focus).toHaveLength(1);
    expect(aboutContentSchema.safeParse({ team_focus: [] }).success).toBe(false);
  });

  it('reads app-download under any of its names, and navigation links by label or text', () => {
    for (const name of ['app_download', 'appDownloadBanner', 'appDownload']) {
      expect(appDownloadContentSchema.parse({ [name]: bannerAnswer }).app_download?.title).toBe('Get the app');
    }
    expect(appDownloadContentSchema.parse({}).app_download).toBeUndefined();
    expect(navigationContentSchema.parse({ navigation: [{ text: 'Menu', url: '/menu' }] })).toEqual({
      items: [{ label: 'Menu', url: '/menu' }],
    });
    expect(navigationContentSchema.safeParse({ items: [{ url: '/x' }] }).success).toBe(false);
  });
});
