import type { Faq } from '@storefront/api-client';
import { renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { FaqAccordion } from './faq-accordion';

const faqs: Faq[] = [
  { id: 1, question: 'Where do you deliver?', answer: 'Lusaka, Kitwe, Ndola and Livingstone.', is_featured: true, sort_order: 1 },
  {
    id: 2,
    question: 'How do I pay?',
    answer: '<p>With <strong>mobile money</strong>.</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Pay</a>',
    is_featured: true,
    sort_order: 2,
  },
];

/** The native disclosure whose summary is `question`. */
const disclosureOf = (question: string) => screen.getByRole('heading', { level: 3, name: question }).closest('details');

describe('FaqAccordion', () => {
  it('starts closed; each question is the summary of a disclosure the browser opens without the app, one group for all', () => {
    renderWithProviders(<FaqAccordion faqs={faqs} />);
    const first = disclosureOf('Where do you deliver?');
    const second = disclosureOf('How do I pay?');
    expect(first?.querySelector(':scope > summary')).toHaveTextContent('Where do you deliver?');
    expect(first).not.toHaveAttribute('open');
    expect(screen.getByText('Lusaka, Kitwe, Ndola and Livingstone.')).not.toBeVisible();
    expect(first?.getAttribute('name')).toBeTruthy();
    expect(second).toHaveAttribute('name', first?.getAttribute('name') ?? '');
  });

  it('opens an answer on a tap of its question', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />);
    await user.click(screen.getByText('Where do you deliver?'));
    await waitFor(() => expect(disclosureOf('Where do you deliver?')).toHaveAttribute('open'));
    expect(screen.getByText('Lusaka, Kitwe, Ndola and Livingstone.')).toBeVisible();
  });

  it('shows answer HTML sanitised', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />);
    await user.click(screen.getByText('How do I pay?'));
    const answer = disclosureOf('How do I pay?')!;
    await waitFor(() => expect(answer).toHaveAttribute('open'));
    expect(answer.querySelector('strong')).toHaveTextContent('mobile money');
    expect(answer.querySelector('[onerror]')).toBeNull();
    expect(answer.querySelector('a')).not.toHaveAttribute('href');
  });
});
