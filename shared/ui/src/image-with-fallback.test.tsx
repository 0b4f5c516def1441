import { fireEvent, render, screen } from '@testing-library/react';
import { cardImageLoading, DEFAULT_MEAL_IMAGE, ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback', () => {
  it('shows the default image once the source fails', () => {
    render(<ImageWithFallback src="http://api.test/broken.svg" alt="Nshima" />);
    const image = screen.getByRole('img', { name: 'Nshima' });
    expect(image).toHaveAttribute('src', 'http://api.test/broken.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_MEAL_IMAGE);
  });

  it('uses the default when there is no source at all', () => {
    render(<ImageWithFallback alt="Nshima" />);
    expect(screen.getByRole('img', { name: 'Nshima' })).toHaveAttribute('src', DEFAULT_MEAL_IMAGE);
  });
});

describe('cardImageLoading', () => {
  it('loads the first row of a grid at once and first in line, the rest as they scroll into view', () => {
    expect([0, 3].map(cardImageLoading)).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'high' },
    ]);
    expect(cardImageLoading(4)).toEqual({ loading: 'lazy' });
  });
});
