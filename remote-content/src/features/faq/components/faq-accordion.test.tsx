import type { Faq } from '@storefront/api-client';
import { renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
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

describe('FaqAccordion', () => {
  it('starts closed; each question is a button controlling its answer region', () => {
    renderWithProviders(<FaqAccordion faqs={faqs} />);
    const question = screen.getByRole('button', { name: 'Where do you deliver?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one answer at a time', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />);
    const first = screen.getByRole('button', { name: 'Where do you deliver?' });
    const second = screen.getByRole('button', { name: 'How do I pay?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Where do you deliver?' })).toHaveTextContent('Lusaka, Kitwe');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'How do I pay?' })).toHaveTextContent('With mobile money');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Where do you deliver?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Where do you deliver?' })).toBeVisible();
  });

  it('shows answer HTML sanitised', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />);
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    const answer = screen.getByRole('region', { name: 'How do I pay?' });
    expect(answer.querySelector('strong')).toHaveTextContent('mobile money');
    expect(answer.querySelector('[onerror]')).toBeNull();
    expect(answer.querySelector('a')).not.toHaveAttribute('href');
  });
});
