import { z } from 'zod/mini';
import { flagSchema, jsonColumn, listAt, numericSchema, objectAt, onUnlessFalseSchema, stringlikeSchema } from '../primitives';

describe('lenient primitives', () => {
  it('reads numbers sent as strings and refuses what is not a number', () => {
    expect(numericSchema.parse('12.50')).toBe(12.5);
    expect(numericSchema.parse(' 7 ')).toBe(7);
    expect(numericSchema.parse(3)).toBe(3);
    for (const bad of ['', 'abc', '1e3x', null, NaN]) expect(numericSchema.safeParse(bad).success).toBe(false);
  });

  it('keeps coordinates as strings', () => {
    expect(stringlikeSchema.parse(-15.4)).toBe('-15.4');
    expect(stringlikeSchema.parse('0')).toBe('0');
  });

  it('reads flags as booleans, 0/1 or their strings', () => {
    expect([true, 1, '1', 'true'].map((value) => flagSchema.parse(value))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false'].map((value) => flagSchema.parse(value))).toEqual([false, false, false, false]);
    expect(flagSchema.safeParse('yes').success).toBe(false);
  });

  it('counts a missing section switch as on', () => {
    const page = z.object({ show: onUnlessFalseSchema });
    expect(page.parse({})).toEqual({ show: true });
    expect(page.parse({ show: null })).toEqual({ show: true });
    expect(page.parse({ show: false })).toEqual({ show: false });
  });

  it('decodes JSON columns sent as strings', () => {
    const links = jsonColumn(z.array(z.string()));
    expect(links.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(links.parse(['a'])).toEqual(['a']);
    expect(links.safeParse('not json').success).toBe(false);
  });

  it('finds lists and objects under the keys servers use, and fails when none holds one', () => {
    const list = listAt(['', 'data', 'data.items'], z.number());
    expect(list.parse([1])).toEqual([1]);
    expect(list.parse({ data: [2] })).toEqual([2]);
    expect(list.parse({ data: { items: [3] } })).toEqual([3]);
    expect(list.safeParse({ items: [4] }).success).toBe(false);

    const object = objectAt(['data', ''], z.object({ id: z.number() }));
    expect(object.parse({ data: { id: 1 } })).toEqual({ id: 1 });
    expect(object.parse({ id: 2 })).toEqual({ id: 2 });
    expect(objectAt(['data'], z.object({ id: z.number() })).safeParse({ id: 3 }).success).toBe(false);
  });
});
