import { fakeApi } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { openPage } from './open-page';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SupportPage', () => {
  it('has the form, the four questions as an accordion and the support contact block', async () => {
    fakeApi({
      'GET /contact/info': { body: { success: true, data: { company_email: 'support@zameats.zm', company_phone: '+260 977 000 111' } } },
    });
    const { user } = await openPage('/support', '/support');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Support ticket' })).toBeInTheDocument();

    const questions = [...document.querySelectorAll('details > summary')];
    expect(questions.map((question) => question.textContent)).toEqual([
      'How do I track my order?',
      'What if my order is late?',
      'Can I cancel my order?',
      'How do refunds work?',
    ]);
    await user.click(questions[2]!);
    const cancel = questions[2]!.closest('details')!;
    await waitFor(() => expect(cancel).toHaveAttribute('open'));
    expect(cancel).toHaveTextContent('only before the restaurant starts preparing');
    expect(questions[3]!.closest('details')).toHaveAttribute('name', cancel.getAttribute('name') ?? '');
    expect(questions[3]!.closest('details')).toHaveTextContent('5-7 business days');

    const contact = screen.getByRole('region', { name: 'Contact Support' });
    expect(contact).toHaveTextContent('Monday - Friday: 8:00 AM - 10:00 PM');
    expect(contact).toHaveTextContent('Saturday - Sunday: 9:00 AM - 8:00 PM');
    expect(await within(contact).findByRole('link', { name: 'support@zameats.zm' })).toHaveAttribute('href', 'mailto:support@zameats.zm');
    expect(within(contact).getByRole('link', { name: '+260 977 000 111' })).toHaveAttribute('href', 'tel:+260977000111');
  });

  it('shows the fallback e-mail and phone when the company info cannot be loaded', async () => {
    fakeApi({ 'GET /contact/info': { status: 500 } });
    await openPage('/support', '/support');
    const contact = screen.getByRole('region', { name: 'Contact Support' });
    expect(await within(contact).findByRole('link', { name: 'hello@zameats.co.zm' })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '+260 211 255 300' })).toBeInTheDocument();
  });
});
