import { footerContentSchema, type FooterContent } from '@storefront/api-client';
import { type LoadState } from '@storefront/ui';
import { DEFAULT_FOOTER_SECTIONS } from './default-footer';
import { contactView, footerColumns, footerView } from './footer-view';

const parse = (answer: unknown): FooterContent => footerContentSchema.parse(answer);

describe('footerColumns', () => {
  it('keeps the active link sections in their order, each with its safe links only', () => {
    const { sections } = parse({
      sections: [
        { id: 2, title: 'Help', sort_order: 2, links: [{ text: 'FAQ', url: '/faq' }, { text: 'Evil', url: 'javascript:alert(1)' }] },
        { id: 1, title: 'Company', sort_order: 1, links: JSON.stringify([{ text: 'About Us', url: '/about' }]) },
        { id: 3, title: 'Hidden', is_active: false, links: [{ text: 'Gone', url: '/gone' }] },
        { id: 4, title: 'Locations', section_type: 'locations', links: [{ text: 'Lusaka', url: '/menu' }] },
        { id: 5, title: 'Only unsafe', links: [{ text: 'Evil', url: 'data:text/html,x' }] },
      ],
    });
    expect(footerColumns(sections)).toEqual([
      { key: '1', title: 'Company', links: [{ text: 'About Us', url: '/about' }] },
      { key: '2', title: 'Help', links: [{ text: 'FAQ', url: '/faq' }] },
    ]);
  });
});

describe('contactView', () => {
  it('links a well-formed e-mail and phone', () => {
    expect(contactView({ email: 'hello@zameats.co.zm', phone: '+260 211 255 300' })).toEqual({
      email: { text: 'hello@zameats.co.zm', href: 'mailto:hello@zameats.co.zm' },
      phone: { text: '+260 211 255 300', href: 'tel:+260211255300' },
    });
  });

  it('leaves out what is not an e-mail or a phone number', () => {
    expect(contactView({ email: 'javascript:alert(1)', phone: 'call us' })).toBeNull();
    expect(contactView({ email: 'hello@zameats.co.zm?cc=x@y.z', phone: null })).toBeNull();
    expect(contactView({ email: 'hello@zameats.co.zm', phone: 'javascript:1' })).toEqual({
      email: { text: 'hello@zameats.co.zm', href: 'mailto:hello@zameats.co.zm' },
      phone: null,
    });
    expect(contactView(null)).toBeNull();
  });
});

describe('footerView', () => {
  it("shows the default columns with 'Using default footer content' when the load fails", () => {
    const failed: LoadState<FooterContent> = { status: 'error', error: new Error('down') };
    expect(footerView(failed)).toEqual({
      status: 'shown',
      columns: footerColumns(DEFAULT_FOOTER_SECTIONS),
      contact: null,
      notice: 'Using default footer content',
    });
  });

  it('shows the default columns quietly when the service has none', () => {
    const view = footerView({ status: 'success', data: parse({ sections: [], contact: null }) });
    expect(view).toMatchObject({ status: 'shown', columns: footerColumns(DEFAULT_FOOTER_SECTIONS), notice: null });
  });

  it('has the default Company, Help and Partners columns', () => {
    expect(footerColumns(DEFAULT_FOOTER_SECTIONS).map((column) => [column.title, column.links.map((link) => link.text)])).toEqual([
      ['Company', ['About Us', 'Careers', 'Blog']],
      ['Help', ['FAQ', 'Support', 'Contact', 'Privacy and Policies']],
      ['Partners', ['Get the App', 'Become A Merchant', 'Become A Rider']],
    ]);
  });
});
