import { merchantAppContentSchema, riderAppContentSchema, userAppContentSchema } from '@storefront/api-client';
import {
  defaultMerchantApp,
  defaultRiderApp,
  defaultUserApp,
  merchantAppView,
  riderAppView,
  storeLink,
  userAppView,
} from './app-page-content';

describe('app page content', () => {
  it('uses the built-in content without data', () => {
    expect(userAppView(null)).toEqual(defaultUserApp);
    expect(merchantAppView(null)).toEqual(defaultMerchantApp);
    expect(riderAppView(null)).toEqual(defaultRiderApp);
  });

  it('shows the logo rather than a hero image that is not safe to load', () => {
    expect(userAppView({ hero_image: 'javascript:alert(1)' }).hero.image).toBeNull();
    expect(userAppView({ hero_image: ' /images/content/phone.svg ' }).hero.image).toBe('/images/content/phone.svg');
  });

  it('has the benefits, steps and requirements the product names', () => {
    expect(defaultMerchantApp.benefits.map((benefit) => benefit.title)).toEqual([
      'Boost Your Sales',
      'Easy Management',
      'Detailed Analytics',
      'Competitive Fees',
    ]);
    expect(defaultMerchantApp.processSteps.map((step) => step.title)).toEqual(['Register', 'Set Up Menu', 'Start Selling']);
    expect(defaultRiderApp.benefits.map((benefit) => benefit.title)).toEqual([
      'Flexible Hours',
      'Competitive Pay',
      'Smart Routing',
      'Support & Safety',
    ]);
    expect(defaultRiderApp.processSteps).toHaveLength(3);
    const requirements = [...defaultRiderApp.requirements.rider, ...defaultRiderApp.requirements.vehicle].join(' ');
    for (const needed of ['18 years', 'ID', 'Smartphone with data', 'background check', 'registration', 'insurance']) {
      expect(requirements).toContain(needed);
    }
    expect(defaultUserApp.benefits.map((benefit) => benefit.color)).toEqual(['blue', 'green', 'yellow']);
  });

  it('takes the fields the content has and the defaults for the rest', () => {
    const { page } = userAppContentSchema.parse({
      page: { page_data: { hero_title: 'Hungry?', features: ['Order fast'], benefits: [], app_store_url: 'javascript:alert(1)' } },
    });
    const view = userAppView(page.page_data);
    expect(view.hero).toEqual({ ...defaultUserApp.hero, title: 'Hungry?' });
    expect(view.features).toEqual([{ title: 'Order fast', description: null, icon: null }]);
    expect(view.benefits).toEqual(defaultUserApp.benefits);
    expect(view.appStoreUrl).toBe(defaultUserApp.appStoreUrl);
  });

  it('reads merchant and rider page data, also sent as a JSON string', () => {
    const merchant = merchantAppContentSchema.parse({
      page: { page_data: JSON.stringify({ process_steps: [{ step: '1', title: 'Sign up' }] }) },
    });
    expect(merchantAppView(merchant.page.page_data).processSteps).toEqual([{ step: 1, title: 'Sign up' }]);
    const rider = riderAppContentSchema.parse({ page: { page_data: { requirements: { rider: ['Over 18'] } } } });
    expect(riderAppView(rider.page.page_data).requirements).toEqual({
      rider: ['Over 18'],
      vehicle: defaultRiderApp.requirements.vehicle,
    });
  });

  it('lets only http(s) store links through', () => {
    expect(storeLink('https://apps.apple.com/x', 'fallback')).toBe('https://apps.apple.com/x');
    expect(storeLink('javascript:alert(1)', 'fallback')).toBe('fallback');
    expect(storeLink('data:text/html,hi', 'fallback')).toBe('fallback');
    expect(storeLink(null, 'fallback')).toBe('fallback');
  });
});
