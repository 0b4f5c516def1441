import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, toggleOpen } from './accordion';

describe('toggleOpen', () => {
  it('opens the clicked question, closing the one open before, and closes it when clicked again', () => {
    expect(toggleOpen(null, 'a')).toBe('a');
    expect(toggleOpen('a', 'b')).toBe('b');
    expect(toggleOpen('a', 'a')).toBeNull();
  });
});

describe('Accordion', () => {
  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(
      <Accordion
        items={[
          { key: 'track', question: 'How do I track my order?', answer: <p>From the dashboard.</p> },
          { key: 'late', question: 'My order is late', answer: <p>Open a ticket.</p> },
        ]}
      />,
    );
    const track = screen.getByRole('button', { name: 'How do I track my order?' });
    const late = screen.getByRole('button', { name: 'My order is late' });
    await user.click(track);
    expect(screen.getByRole('region', { name: 'How do I track my order?' })).toHaveTextContent('From the dashboard.');
    await user.click(late);
    expect(track).toHaveAttribute('aria-expanded', 'false');
    expect(late).toHaveAttribute('aria-expanded', 'true');
    await user.click(late);
    expect(late).toHaveAttribute('aria-expanded', 'false');
  });
});
