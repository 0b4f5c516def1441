import { slugify } from '../lib/slug';
import { seedMeals } from '../seed/meals';
import { printedText, svgProblems } from '../test-support/svg-checks';
import { dishKindOf, mealArt, relishOf, tableColourOf } from './meal-art';
import { renderImage } from './render-image';

describe('the dish a meal picture shows', () => {
  it.each([
    ['Nshima with Kapenta', 'Nshima & Relishes', 'nshima'],
    ['Boerewors with Nshima', 'Grills & Braai', 'nshima'],
    ['T-Bone Steak with Chips', 'Grills & Braai', 'grill'],
    ['Grilled Tilapia', 'Grills & Braai', 'fish'],
    ['Village Chicken Stew', 'Traditional Specials', 'bowl'],
    ['Double Cheese Burger', 'Burgers & Sandwiches', 'burger'],
    ['Club Sandwich', 'Burgers & Sandwiches', 'sandwich'],
    ['Pepperoni Pizza', 'Pizza', 'pizza'],
    ['Vitumbuwa with Tea', 'Breakfast', 'fritters'],
    ['Rooibos Iced Tea', 'Drinks', 'drink'],
    ['Mango Ice Cream', 'Desserts', 'ice-cream'],
    ['Malva Pudding with Custard', 'Desserts', 'pudding'],
    ['Coleslaw', 'Snacks & Sides', 'salad'],
    ['Roasted Chimanga', 'Traditional Specials', 'maize'],
  ] as const)('%s (%s): %s', (name, category, kind) => {
    expect(dishKindOf(name, category)).toBe(kind);
  });

  it('goes by the category when the name says nothing it knows, and by the name alone without one', () => {
    expect(dishKindOf("Chef's Surprise", 'Desserts')).toBe('cake');
    expect(dishKindOf("Chef's Surprise", 'Grills & Braai')).toBe('grill');
    expect(dishKindOf('steak-sandwich-2')).toBe('grill');
    expect(dishKindOf('something-new')).toBe('bowl');
  });

  it('reads the relish from the name', () => {
    expect(relishOf('Nshima with Ifisashi')).toBe('greens');
    expect(relishOf('Nshima with Delele')).toBe('okra');
    expect(relishOf('Nshima with Fried Bream')).toBe('fish');
    expect(relishOf('Nshima with Village Chicken')).toBe('chicken');
    expect(relishOf('Nshima with Goat Stew')).toBe('stew');
  });

  it('gives menu neighbours, side by side or one above the other, different tables', () => {
    for (let index = 0; index < 60; index += 1) {
      for (const step of [1, 2, 3, 4, 5]) expect(tableColourOf(index, 1)).not.toBe(tableColourOf(index + step, 1));
      // A meal's second picture is on another table than its first.
      expect(tableColourOf(index, 1)).not.toBe(tableColourOf(index, 2));
    }
  });
});

describe('meal pictures', () => {
  const pictures = seedMeals.flatMap((meal) =>
    Array.from({ length: meal.images }, (_, index) => `${slugify(meal.name)}-${index + 1}`),
  );

  it.each(pictures)('%s is a small, valid SVG with no name written on it', (name) => {
    const svg = renderImage('meals', name) ?? '';
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*width="800" height="600" viewBox="0 0 800 600"/);
    expect(printedText(svg)).toBe('');
    expect(svg.length).toBeLessThan(3600);
  });

  it("keeps the meal's own name as the picture's title, punctuation and all", () => {
    expect(renderImage('meals', 'nshima-with-kapenta-2')).toContain('<title>Nshima with Kapenta</title>');
    expect(renderImage('meals', 't-bone-steak-with-chips-1')).toContain('<title>T-Bone Steak with Chips</title>');
    expect(mealArt('chefs-special-1')).toContain('<title>Chefs Special</title>');
  });

  it('draws every meal differently, and two pictures of one meal differently', () => {
    const firsts = seedMeals.map((meal) => renderImage('meals', `${slugify(meal.name)}-1`));
    expect(new Set(firsts).size).toBe(seedMeals.length);
    expect(renderImage('meals', 'nshima-with-kapenta-1')).not.toBe(renderImage('meals', 'nshima-with-kapenta-2'));
    expect(renderImage('meals', 'nshima-with-kapenta-1')).toBe(renderImage('meals', 'nshima-with-kapenta-1'));
  });
});
