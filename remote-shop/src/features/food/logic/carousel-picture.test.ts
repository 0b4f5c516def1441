import { pictureAfter, pictureIndexOf } from './carousel-picture';

describe("the carousel's picture in the address", () => {
  it('reads the picture asked for, counted from 1, else the first', () => {
    expect(pictureIndexOf(new URLSearchParams('picture=2'), 3)).toBe(1);
    expect(pictureIndexOf(new URLSearchParams('picture=3'), 3)).toBe(2);
    expect(pictureIndexOf(new URLSearchParams(''), 3)).toBe(0);
    expect(pictureIndexOf(new URLSearchParams('picture=4'), 3)).toBe(0);
    expect(pictureIndexOf(new URLSearchParams('picture=0'), 3)).toBe(0);
    expect(pictureIndexOf(new URLSearchParams('picture=1.5'), 3)).toBe(0);
    expect(pictureIndexOf(new URLSearchParams('picture=two'), 3)).toBe(0);
  });

  it('steps round from the last picture to the first and back', () => {
    expect(pictureAfter(0, 1, 3)).toBe(1);
    expect(pictureAfter(2, 1, 3)).toBe(0);
    expect(pictureAfter(0, -1, 3)).toBe(2);
  });
});
