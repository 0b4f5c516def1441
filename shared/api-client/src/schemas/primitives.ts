import { z } from 'zod/mini';

/**
 * zod's `preprocess`, which zod/mini leaves out: `prepare` runs on the raw value first, and
 * `schema` parses what it returns.
 */
export function preprocess<S extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(prepare), schema);
}

/**
 * Building blocks for answers from servers that vary: numbers that arrive as strings, flags as
 * 0/1, JSON columns sent as strings, lists wrapped under different keys. Every transform here
 * yields a value its own schema accepts again, so the backend can validate what it sends with
 * the same schemas.
 */

/** Ids are numbers on some servers and strings on others. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);

/** A number, or a string holding one ("12.50"); anything else is rejected, never NaN. */
export const numericSchema = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** A string, or a number turned into one (coordinates are sent as strings, but a number is accepted too). */
export const stringlikeSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** true/false, 1/0 or their string forms. */
export const flagSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A page section switch: on unless the server says false, so a missing switch leaves the section shown. */
export const onUnlessFalseSchema = preprocess((value) => value ?? true, flagSchema);

/** A flag that counts as off when missing. */
export const offUnlessTrueSchema = preprocess((value) => value ?? false, flagSchema);

export const optionalTextSchema = z.nullish(z.string());

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A JSON column that some servers send already decoded and others as a JSON string. */
export function jsonColumn<S extends z.ZodMiniType>(schema: S) {
  return preprocess(parseJsonText, schema);
}

/**
 * The value at the first of `paths` (dotted, '' for the answer itself) that passes `accept`;
 * undefined when none does, so the schema it feeds reports the answer as malformed.
 */
export function pickFirst(value: unknown, paths: readonly string[], accept: (candidate: unknown) => boolean): unknown {
  for (const path of paths) {
    let current: unknown = value;
    for (const key of path === '' ? [] : path.split('.')) {
      current = isRecord(current) ? current[key] : undefined;
    }
    if (accept(current)) return current;
  }
  return undefined;
}

/** A list that servers send bare or wrapped under one of `paths`. */
export function listAt<S extends z.ZodMiniType>(paths: readonly string[], item: S) {
  return preprocess((value) => pickFirst(value, paths, Array.isArray), z.array(item));
}

/** An object that servers send bare ('' in `paths`) or wrapped under one of `paths`. */
export function objectAt<S extends z.ZodMiniType>(paths: readonly string[], schema: S) {
  return preprocess((value) => pickFirst(value, paths, isRecord), schema);
}

/** An e-mail address as the forms accept it: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 15 digits, nothing else. */
export const PHONE_PATTERN = /^\d{10,15}$/;
/** The apply form also allows a leading plus. */
export const PHONE_WITH_PLUS_PATTERN = /^\+?\d{10,15}$/;
