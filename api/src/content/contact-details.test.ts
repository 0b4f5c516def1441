import { fillContactPlaceholders, policyPageWithContact } from './contact-details';

const details = {
  company_email: 'hello@zameats.test',
  company_phone: '+260 211 255 300',
  company_address: '<Plot 1> "Cairo" Road & Co',
};

describe('contact placeholders', () => {
  it('fills each placeholder with its detail, escaped for HTML, and leaves other braces alone', () => {
    expect(fillContactPlaceholders('<p>Write to {{company_email}} or call {{company_phone}}.</p>', details)).toBe(
      '<p>Write to hello@zameats.test or call +260 211 255 300.</p>',
    );
    expect(fillContactPlaceholders('{{company_address}}', details)).toBe('&lt;Plot 1&gt; &quot;Cairo&quot; Road &amp; Co');
    expect(fillContactPlaceholders('{{company_fax}} {{x}} {company_email}', details)).toBe('{{company_fax}} {{x}} {company_email}');
  });

  it("gives the policy page the company's e-mail and fills every text of it", () => {
    const page = {
      title: 'Policies',
      page_data: { contact_email: 'old@zameats.test', refund_policy: '<p>Call {{company_phone}}.</p>', show_refund_policy: true },
    };
    expect(policyPageWithContact(page, details)).toEqual({
      title: 'Policies',
      page_data: { contact_email: 'hello@zameats.test', refund_policy: '<p>Call +260 211 255 300.</p>', show_refund_policy: true },
    });
    expect(policyPageWithContact({ title: 'Policies' }, details)).toEqual({
      title: 'Policies',
      page_data: { contact_email: 'hello@zameats.test' },
    });
  });
});
