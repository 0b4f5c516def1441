import { ApiError } from '@storefront/api-client';
import {
  issueTypeOptions,
  SUPPORT_FAQS,
  supportContact,
  telHref,
  ticketFailureMessage,
  ticketPayload,
} from './support-content';

describe('support content', () => {
  it('offers the seven issue types with readable labels', () => {
    expect(issueTypeOptions.map((option) => option.value)).toEqual([
      'order-issue',
      'delivery-issue',
      'payment-issue',
      'account-issue',
      'restaurant-feedback',
      'app-website-feedback',
      'other',
    ]);
    expect(issueTypeOptions.map((option) => option.label)).toContain('App/Website Feedback');
  });

  it('has the four questions the product defines', () => {
    expect(SUPPORT_FAQS).toHaveLength(4);
    expect(SUPPORT_FAQS[2]?.answer).toMatch(/only before the restaurant starts preparing/);
    expect(SUPPORT_FAQS[3]?.answer).toMatch(/support ticket.*5-7 business days/);
  });

  it('takes the e-mail and phone from the company info, each falling back on its own', () => {
    expect(supportContact({ company_email: 'help@zameats.zm', company_phone: ' ', company_social_media: {} })).toEqual({
      email: 'help@zameats.zm',
      phone: '+260 211 255 300',
    });
    expect(supportContact(null)).toEqual({ email: 'hello@zameats.co.zm', phone: '+260 211 255 300' });
  });

  it('dials only digits and the plus', () => {
    expect(telHref('+260 (211) 000-000')).toBe('tel:+260211000000');
  });

  it('sends the order number only when one was given', () => {
    const ticket = { name: 'A', email: 'a@example.com', issueType: 'order-issue' as const, message: 'Late' };
    expect(ticketPayload({ ...ticket, orderNumber: '  ' })).toEqual({ ...ticket, orderNumber: undefined });
    expect(ticketPayload({ ...ticket, orderNumber: ' ZE-1 ' })).toEqual({ ...ticket, orderNumber: 'ZE-1' });
  });

  it("says the server's reason or the failure text", () => {
    expect(ticketFailureMessage(new ApiError('HTTP 422', 'http', 422, 'The email is invalid.'))).toBe('The email is invalid.');
    expect(ticketFailureMessage(new ApiError('Failed', 'network'))).toBe('Failed to submit your ticket. Please try again.');
  });
});
