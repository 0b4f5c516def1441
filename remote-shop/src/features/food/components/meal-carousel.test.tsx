import { mealFixture, renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { MealCarousel } from './meal-carousel';

const meal = mealFixture({
  name: 'Nshima',
  image: ['one', 'two', 'three'].map((name) => ({ url: `https://images.test/${name}.jpg`, name })),
});

describe('MealCarousel', () => {
  it('steps through the pictures in the page, round from the last to the first', async () => {
    const { user } = renderWithProviders(<MealCarousel meal={meal} />, { route: `/food/${meal.uuid}` });
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Show picture 3' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 3 of 3');
    expect(screen.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 3 of 3');
  });

  it('opens on the picture its address asks for', () => {
    renderWithProviders(<MealCarousel meal={meal} />, { route: `/food/${meal.uuid}?picture=2` });
    expect(screen.getByRole('img')).toHaveAccessibleName('Nshima, picture 2 of 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://images.test/two.jpg');
  });

  it('asks for the page with its picture before the app is in: each button sends ?picture=N with a GET form', () => {
    renderWithProviders(<MealCarousel meal={meal} />, { route: `/food/${meal.uuid}?picture=2` });
    const form = screen.getByRole('button', { name: 'Next picture' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `/food/${meal.uuid}`);
    const sent = (name: string) => {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.closest('form')).toBe(form);
      return `${button.getAttribute('name')}=${button.getAttribute('value')}`;
    };
    expect(sent('Previous picture')).toBe('picture=1');
    expect(sent('Next picture')).toBe('picture=3');
    expect(sent('Show picture 1')).toBe('picture=1');
    expect(sent('Show picture 3')).toBe('picture=3');
  });

  it('shows one picture without buttons', () => {
    renderWithProviders(<MealCarousel meal={mealFixture({ name: 'Tea' })} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Tea');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
