import { render, screen } from '@testing-library/react';
import { EmptyNotice, FallbackNotice, LoadingSkeleton, Skeleton } from './content-states';

describe('LoadingSkeleton', () => {
  it('announces the block by its label and hides the skeletons from screen readers', () => {
    const { container } = render(
      <LoadingSkeleton label="Loading FAQs">
        <Skeleton height="56px" data-testid="row" />
      </LoadingSkeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading FAQs$/);
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(screen.getByTestId('row'));
  });
});

describe('FallbackNotice and EmptyNotice', () => {
  it('are announced as status lines', () => {
    render(
      <>
        <FallbackNotice>Unable to load latest FAQs. Showing default questions.</FallbackNotice>
        <EmptyNotice>No FAQs available at the moment.</EmptyNotice>
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Unable to load latest FAQs. Showing default questions.',
      'No FAQs available at the moment.',
    ]);
  });
});
