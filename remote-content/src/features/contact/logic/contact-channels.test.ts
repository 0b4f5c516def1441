import { DEFAULT_CONTACT_DETAILS } from '@storefront/api-client';
import { contactChannels, followLinks, networkName, telHref } from './contact-channels';

const defaults = {
  email: DEFAULT_CONTACT_DETAILS.company_email,
  phone: DEFAULT_CONTACT_DETAILS.company_phone,
  address: DEFAULT_CONTACT_DETAILS.company_address,
};

describe('contactChannels', () => {
  it('uses the company info', () => {
    expect(
      contactChannels({
        company_email: 'hi@example.zm',
        company_phone: '+260 977 000 111',
        company_address: 'Kitwe',
        company_social_media: {},
      }),
    ).toEqual({ email: 'hi@example.zm', phone: '+260 977 000 111', address: 'Kitwe' });
  });

  it('falls back to the storefront defaults, field by field', () => {
    expect(contactChannels(null)).toEqual(defaults);
    expect(contactChannels({ company_email: 'hi@example.zm', company_phone: ' ', company_social_media: {} })).toEqual({
      ...defaults,
      email: 'hi@example.zm',
    });
  });
});

describe('follow links', () => {
  it('keeps only http(s) links and names the networks', () => {
    expect(
      followLinks({
        facebook: 'https://www.facebook.com/zameats',
        x: 'http://x.com/zameats',
        linkedin: 'javascript:alert(1)',
        instagram: 'data:text/html,hi',
        tiktok: 'not a url',
      }),
    ).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/zameats' },
      { name: 'X', url: 'http://x.com/zameats' },
    ]);
  });

  it('names unknown networks readably', () => {
    expect(networkName('linkedin')).toBe('LinkedIn');
    expect(networkName('google_business')).toBe('Google business');
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+260 211 000 000')).toBe('tel:+260211000000');
  });
});
