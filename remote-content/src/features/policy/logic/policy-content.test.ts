import { DEFAULT_CONTACT_DETAILS, policyPageSchema } from '@storefront/api-client';
import { formatLastUpdated, policyContact, policyView, shownPolicySections } from './policy-content';

const page = (pageData: unknown) => policyPageSchema.parse({ title: 'Our Policies', page_data: pageData });

describe('policy content', () => {
  it('shows every section by default', () => {
    expect(shownPolicySections(null).map((section) => section.title)).toEqual(['Privacy Policy', 'Refund Policy', 'Terms of Service']);
    expect(policyView(page({})).sections).toHaveLength(3);
  });

  it('hides a section whose flag is false, also as 0 or "false"', () => {
    expect(policyView(page({ show_refund_policy: false })).sections.map((section) => section.id)).toEqual([
      'privacy-policy',
      'terms-of-service',
    ]);
    expect(policyView(page({ show_privacy_policy: 0, show_terms_of_service: 'false' })).sections.map((section) => section.id)).toEqual([
      'refund-policy',
    ]);
  });

  it('keeps the refund terms the product defines', () => {
    const refund = shownPolicySections(null).find((section) => section.id === 'refund-policy');
    expect(refund?.paragraphs.join(' ')).toMatch(/free of charge before the restaurant starts preparing/);
    expect(refund?.paragraphs.join(' ')).toMatch(/within 24 hours of receiving/);
    expect(refund?.paragraphs.join(' ')).toMatch(/5-7 business days to the original payment method/);
  });

  it('formats the last-updated date, defaulting to June 1, 2024', () => {
    expect(formatLastUpdated('2024-06-01')).toBe('June 1, 2024');
    expect(formatLastUpdated('2025-01-15T10:00:00Z')).toBe('January 15, 2025');
    expect(formatLastUpdated('Spring 2025')).toBe('Spring 2025');
    expect(formatLastUpdated(null)).toBe('June 1, 2024');
    expect(formatLastUpdated(' ')).toBe('June 1, 2024');
  });

  it('uses the defaults without a page', () => {
    expect(policyView(null)).toEqual({
      title: 'Privacy and Policies',
      lastUpdated: 'June 1, 2024',
      sections: shownPolicySections(null),
      contactEmail: null,
    });
    expect(policyView(page({ contact_email: 'privacy@zameats.co.zm' })).contactEmail).toBe('privacy@zameats.co.zm');
  });
});

describe('the content service wording', () => {
  it('replaces the built-in text of a section that has its own', () => {
    const [privacy, refund] = shownPolicySections({
      show_privacy_policy: true,
      show_refund_policy: true,
      show_terms_of_service: false,
      privacy_policy: '<p>We keep little.</p>',
      refund_policy: '   ',
    });
    expect(privacy?.html).toBe('<p>We keep little.</p>');
    expect(refund?.html).toBeUndefined();
  });
});

describe('the Contact Us details', () => {
  const info = { company_email: 'hello@zameats.test', company_phone: '+260 977 000 111', company_address: 'Kitwe', company_social_media: {} };

  it("are the company info's, whatever e-mail the policy names", () => {
    expect(policyContact('privacy@zameats.test', info)).toEqual({ email: 'hello@zameats.test', phone: '+260 977 000 111', address: 'Kitwe' });
  });

  it("fall back to the policy's e-mail, then to the storefront's defaults, field by field", () => {
    expect(policyContact('privacy@zameats.test', null)).toEqual({
      email: 'privacy@zameats.test',
      phone: DEFAULT_CONTACT_DETAILS.company_phone,
      address: DEFAULT_CONTACT_DETAILS.company_address,
    });
    expect(policyContact(null, { ...info, company_email: ' ', company_address: null })).toEqual({
      email: DEFAULT_CONTACT_DETAILS.company_email,
      phone: '+260 977 000 111',
      address: DEFAULT_CONTACT_DETAILS.company_address,
    });
  });
});
