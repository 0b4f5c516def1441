import {
  contactDetailsFrom,
  contactInfoResponseSchema,
  contactInfoSchema,
  contactMessageSchema,
  DEFAULT_CONTACT_DETAILS,
} from '../contact';
import { policyPageSchema } from '../policy';

describe('contact', () => {
  const message = { name: 'Mwila', email: 'mwila@example.com', subject: 'Hi', message: 'Hello there' };

  it('accepts a message up to 2000 characters', () => {
    expect(contactMessageSchema.safeParse(message).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, message: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('requires every field and a valid e-mail', () => {
    for (const field of ['name', 'email', 'subject', 'message']) {
      expect(contactMessageSchema.safeParse({ ...message, [field]: '' }).success).toBe(false);
    }
    expect(contactMessageSchema.safeParse({ ...message, email: 'mwila' }).success).toBe(false);
  });

  it('takes each contact detail from the company info, the default standing in for a blank or missing one', () => {
    expect(
      contactDetailsFrom({ company_email: ' team@zameats.test ', company_phone: '  ', company_address: null }),
    ).toEqual({
      company_email: 'team@zameats.test',
      company_phone: DEFAULT_CONTACT_DETAILS.company_phone,
      company_address: DEFAULT_CONTACT_DETAILS.company_address,
    });
    expect(contactDetailsFrom(null)).toEqual(DEFAULT_CONTACT_DETAILS);
  });

  it('reads social links as an object or a JSON string, dropping what is not a link', () => {
    const asObject = contactInfoSchema.parse({ company_social_media: { facebook: 'https://fb.com/s', tiktok: 42 } });
    const asString = contactInfoSchema.parse({ company_social_media: '{"facebook":"https://fb.com/s"}' });
    expect(asObject.company_social_media).toEqual({ facebook: 'https://fb.com/s' });
    expect(asString.company_social_media).toEqual({ facebook: 'https://fb.com/s' });
    expect(contactInfoSchema.parse({ company_social_media: '{broken' }).company_social_media).toEqual({});
    expect(contactInfoSchema.parse({}).company_social_media).toEqual({});
  });

  it('reads the info answer and refuses one whose fields have the wrong type', () => {
    expect(contactInfoResponseSchema.parse({ success: true, data: { company_email: 'a@b.zm' } }).data.company_email).toBe(
      'a@b.zm',
    );
    expect(contactInfoResponseSchema.safeParse({ success: true, data: { company_email: 5 } }).success).toBe(false);
    expect(contactInfoSchema.safeParse({ company_social_media: 5 }).success).toBe(false);
  });
});

describe('policy page', () => {
  it('shows every section unless its flag is false', () => {
    expect(policyPageSchema.parse({ title: 'Policies' }).page_data).toEqual({
      show_privacy_policy: true,
      show_refund_policy: true,
      show_terms_of_service: true,
    });
    const page = policyPageSchema.parse({
      title: 'Policies',
      page_data: { show_terms_of_service: '0', last_updated: 'June 1, 2024', contact_email: 'privacy@storefront.test' },
    });
    expect(page.page_data).toEqual({
      show_privacy_policy: true,
      show_refund_policy: true,
      show_terms_of_service: false,
      last_updated: 'June 1, 2024',
      contact_email: 'privacy@storefront.test',
    });
  });

  it('refuses flags it cannot read', () => {
    expect(policyPageSchema.safeParse({ page_data: { show_refund_policy: 'maybe' } }).success).toBe(false);
  });
});
