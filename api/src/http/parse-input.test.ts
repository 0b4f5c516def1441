import { z } from 'zod';
import { HttpError } from './http-error';
import { parsePayload } from './parse-input';
import { withTextLimits } from './text-limits';

function failure(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  }
  throw new Error('expected an HttpError');
}

describe('parsePayload', () => {
  const schema = z.object({ name: z.string().min(1, 'Please enter your name'), age: z.number() });

  it('answers a schema message as written, with 422', () => {
    expect(failure(() => parsePayload(schema, { name: '', age: 3 }))).toEqual({ status: 422, message: 'Please enter your name' });
  });

  it("names the field in zod's own messages", () => {
    expect(failure(() => parsePayload(schema, { name: 'x' }))).toEqual({
      status: 422,
      message: 'age: Invalid input: expected number, received undefined',
    });
    expect(failure(() => parsePayload(schema, null)).message).toBe('Invalid input: expected object, received null');
  });

  it('bounds free text', () => {
    const limited = withTextLimits(schema, { name: 3 });
    expect(parsePayload(limited, { name: 'abc', age: 1 })).toEqual({ name: 'abc', age: 1 });
    expect(failure(() => parsePayload(limited, { name: 'abcd', age: 1 })).message).toBe('Name is too long (at most 3 characters).');
  });
});
