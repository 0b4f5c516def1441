import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, toggleOpen } from './accordion';

const items = [
  { key: 'track', question: 'How do I track my order?', answer: <p>From the dashboard.</p> },
  { key: 'late', question: 'My order is late', answer: <p>Open a ticket.</p> },
];

/** The disclosure a question opens. */
const disclosureOf = (question: string) => screen.getByRole('heading', { level: 3, name: question }).closest('details');

describe('toggleOpen', () => {
  it('opens the clicked question, closing the one open before, and closes it when clicked again', () => {
    expect(toggleOpen(null, 'a')).toBe('a');
    expect(toggleOpen('a', 'b')).toBe('b');
    expect(toggleOpen('a', 'a')).toBeNull();
  });
});

describe('Accordion', () => {
  it('makes each question the summary of a closed native disclosure, all in one named group', () => {
    const { container } = render(<Accordion items={items} />);
    const disclosures = [...container.querySelectorAll('details')];
    expect(disclosures).toHaveLength(2);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    for (const [index, details] of disclosures.entries()) {
      expect(details).not.toHaveAttribute('open');
      expect(details.querySelector(':scope > summary')).toHaveTextContent(items[index]!.question);
    }
    const group = disclosures[0]!.getAttribute('name');
    expect(group).toBeTruthy();
    expect(disclosures[1]).toHaveAttribute('name', group!);
    expect(screen.getByText('From the dashboard.')).not.toBeVisible();
  });

  it('gives each accordion a group of its own, so one opening does not close the other', () => {
    const { container } = render(
      <>
        <Accordion items={items.slice(0, 1)} />
        <Accordion items={items.slice(1)} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('details')];
    expect(first!.getAttribute('name')).not.toBe(second!.getAttribute('name'));
  });

  it('opens and closes an answer on a tap of its question; each question is in the tab order', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const track = disclosureOf('How do I track my order?')!;
    await user.click(screen.getByText('How do I track my order?'));
    await waitFor(() => expect(track).toHaveAttribute('open'));
    expect(screen.getByText('From the dashboard.')).toBeVisible();
    await user.click(screen.getByText('How do I track my order?'));
    await waitFor(() => expect(track).not.toHaveAttribute('open'));

    // The tap left the focus on the first question; Tab reaches the next one (the browser opens
    // it on Enter or Space, which jsdom does not do: the e2e specs press them).
    await user.tab();
    expect(disclosureOf('My order is late')!.querySelector('summary')).toHaveFocus();
  });
});
