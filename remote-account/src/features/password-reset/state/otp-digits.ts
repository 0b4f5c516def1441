import { OTP_LENGTH } from '@storefront/api-client';

/**
 * The six one-digit boxes of the OTP screen as pure functions: each change gives the new digits and
 * the box that should have the focus next. Only digits are ever kept.
 */
export interface OtpChange {
  digits: string[];
  focus: number;
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function otpCode(digits: readonly string[]): string {
  return digits.join('');
}

const onlyDigits = (text: string): string => text.replace(/\D/g, '');
const lastBox = OTP_LENGTH - 1;

/** Writes `entered` from box `start` on (as far as the boxes go); the focus goes to the box after. */
function fillFrom(digits: readonly string[], start: number, entered: string): OtpChange {
  const next = [...digits];
  const written = [...entered].slice(0, OTP_LENGTH - start);
  written.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { digits: next, focus: Math.min(start + written.length, lastBox) };
}

/**
 * What was typed into a box that held `previous`, read from the box's new value: typing before or
 * after a digit gives two characters, of which the new one is kept.
 */
export function newlyTyped(previous: string, value: string): string {
  if (previous === '' || value.length <= previous.length) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length);
  return value;
}

/**
 * A box's value changed (typing, or a phone's autofill putting the whole code in one box): its
 * digits fill this box and the next ones and the focus moves on; an emptied box is cleared; other
 * characters are ignored.
 */
export function typeIntoBox(digits: readonly string[], index: number, value: string): OtpChange {
  if (value === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  const entered = onlyDigits(newlyTyped(digits[index] ?? '', value));
  if (entered === '') return { digits: [...digits], focus: index };
  return fillFrom(digits, index, entered);
}

/** A pasted code fills the boxes: a whole code from the first box, a part from the focused one. */
export function pasteIntoBox(digits: readonly string[], index: number, text: string): OtpChange {
  const pasted = onlyDigits(text);
  if (pasted === '') return { digits: [...digits], focus: index };
  return fillFrom(digits, pasted.length >= OTP_LENGTH ? 0 : index, pasted);
}

/** Backspace clears the box; in an empty box it clears the one before and goes back to it. */
export function eraseFromBox(digits: readonly string[], index: number): OtpChange {
  const next = [...digits];
  if ((digits[index] ?? '') !== '' || index === 0) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}

/** The first empty box (where a short code's problem is), else the last one. */
export function firstEmptyBox(digits: readonly string[]): number {
  const empty = digits.findIndex((digit) => digit === '');
  return empty === -1 ? lastBox : empty;
}
