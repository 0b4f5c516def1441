import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useHydrated } from './use-hydrated';

function CartCount({ stored }: { stored: number }) {
  return <span>{useHydrated() ? stored : 0} items</span>;
}

describe('useHydrated', () => {
  it('is true from the first render of a page the browser renders alone', () => {
    render(<CartCount stored={3} />);
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it("renders what the server rendered while hydrating, so nothing mismatches, then the browser's value", async () => {
    const html = renderToString(<CartCount stored={3} />);
    expect(html).toContain('0');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <CartCount stored={3} />, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('3 items');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
