/**
 * Phones are stored as the customer typed them, next to the dial code they picked: '0971234567'
 * with '+260'. At login they may type the number in any of the usual forms, so matching works on
 * the national significant number (no trunk zero, no country code).
 */

/** The shortest national number anywhere; shorter digit runs are not treated as phones. */
const MIN_NATIONAL_DIGITS = 6;
/** Country codes have one to three digits (ITU E.164); some pickers show four ('+1268'). */
const MAX_DIAL_CODE_DIGITS = 4;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether a login identifier is meant as a phone: digits with an optional '+' and separators. */
export function looksLikePhone(text: string): boolean {
  const trimmed = text.trim();
  return /^\+?[\d\s().-]+$/.test(trimmed) && digitsOf(trimmed).length >= MIN_NATIONAL_DIGITS + 1;
}

/**
 * The national significant number of a stored phone: without trunk zeros, and without the dial
 * code when the phone was stored in international form ('260971234567' with '+260').
 */
export function nationalNumber(dialCode: string | null, phone: string): string {
  const digits = digitsOf(phone);
  const code = digitsOf(dialCode ?? '');
  const international = phone.trim().startsWith('+') || (code !== '' && !digits.startsWith('0') && digits.startsWith(code));
  const withoutCode =
    international && code !== '' && digits.startsWith(code) && digits.length - code.length >= MIN_NATIONAL_DIGITS
      ? digits.slice(code.length)
      : digits;
  return withoutCode.replace(/^0+/, '');
}

/** Every form of a stored phone that signs in, as digits: as stored, national, with trunk zero, international. */
export function phoneLoginForms(dialCode: string | null, phone: string): string[] {
  const national = nationalNumber(dialCode, phone);
  const code = digitsOf(dialCode ?? '');
  const forms = [digitsOf(phone), national, `0${national}`];
  if (code !== '') forms.push(`${code}${national}`);
  return [...new Set(forms)].filter((form) => form.length > 0);
}

/** Whether what was typed at login is one of the forms of the stored phone. */
export function phoneMatches(typed: string, dialCode: string | null, phone: string): boolean {
  const digits = digitsOf(typed);
  return digits.length > 0 && phoneLoginForms(dialCode, phone).includes(digits);
}

/**
 * The national numbers a typed phone could stand for, to look accounts up by: the digits without
 * trunk zeros, and (unless it starts with a trunk zero) the digits after a dial code of each length.
 */
export function candidateNationalNumbers(typed: string): string[] {
  const digits = digitsOf(typed);
  const candidates = [digits.replace(/^0+/, '')];
  if (!digits.startsWith('0')) {
    for (let codeLength = 1; codeLength <= MAX_DIAL_CODE_DIGITS; codeLength += 1) {
      const rest = digits.slice(codeLength).replace(/^0+/, '');
      if (rest.length >= MIN_NATIONAL_DIGITS) candidates.push(rest);
    }
  }
  return [...new Set(candidates)].filter((candidate) => candidate.length >= MIN_NATIONAL_DIGITS);
}
