import {
  emptyOtp,
  eraseFromBox,
  firstEmptyBox,
  newlyTyped,
  otpCode,
  pasteIntoBox,
  typeIntoBox,
} from './otp-digits';

const digits = (code: string) => [...code.padEnd(6, ' ')].map((c) => (c === ' ' ? '' : c));

describe('typeIntoBox', () => {
  it('keeps a typed digit and moves the focus to the next box', () => {
    expect(typeIntoBox(emptyOtp(), 0, '4')).toEqual({ digits: digits('4'), focus: 1 });
    expect(typeIntoBox(digits('12345'), 5, '6')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('ignores anything but digits', () => {
    expect(typeIntoBox(digits('1'), 1, 'a')).toEqual({ digits: digits('1'), focus: 1 });
    expect(typeIntoBox(digits('1'), 1, ' ')).toEqual({ digits: digits('1'), focus: 1 });
  });

  it('replaces the digit of a filled box with the one typed before or after it', () => {
    expect(typeIntoBox(digits('12'), 0, '17')).toEqual({ digits: digits('72'), focus: 1 });
    expect(typeIntoBox(digits('12'), 0, '71')).toEqual({ digits: digits('72'), focus: 1 });
    expect(typeIntoBox(digits('12'), 0, '11')).toEqual({ digits: digits('12'), focus: 1 });
  });

  it('spreads several digits (autofill) over the next boxes', () => {
    expect(typeIntoBox(emptyOtp(), 0, '123456')).toEqual({ digits: digits('123456'), focus: 5 });
    expect(typeIntoBox(emptyOtp(), 4, '9876')).toEqual({ digits: digits('    98'), focus: 5 });
  });

  it('clears an emptied box and keeps the focus there', () => {
    expect(typeIntoBox(digits('123'), 1, '')).toEqual({ digits: digits('1 3'), focus: 1 });
  });
});

describe('newlyTyped', () => {
  it('reads the new character next to the old one', () => {
    expect(newlyTyped('', '5')).toBe('5');
    expect(newlyTyped('1', '15')).toBe('5');
    expect(newlyTyped('1', '51')).toBe('5');
    expect(newlyTyped('1', '8')).toBe('8');
  });
});

describe('pasteIntoBox', () => {
  it('fills every box with a pasted code, whichever box had the focus', () => {
    expect(pasteIntoBox(emptyOtp(), 3, '123456')).toEqual({ digits: digits('123456'), focus: 5 });
    expect(pasteIntoBox(digits('999999'), 0, ' 12-34 56 ')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('keeps the first six digits of a longer paste', () => {
    expect(pasteIntoBox(emptyOtp(), 0, '12345678')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('fills a part from the focused box on', () => {
    expect(pasteIntoBox(digits('12'), 2, '34')).toEqual({ digits: digits('1234'), focus: 4 });
  });

  it('ignores a paste without digits', () => {
    expect(pasteIntoBox(digits('12'), 2, 'code')).toEqual({ digits: digits('12'), focus: 2 });
  });
});

describe('eraseFromBox', () => {
  it('clears a filled box and stays', () => {
    expect(eraseFromBox(digits('123'), 2)).toEqual({ digits: digits('12'), focus: 2 });
  });

  it('in an empty box, clears the one before and goes back to it', () => {
    expect(eraseFromBox(digits('12'), 2)).toEqual({ digits: digits('1'), focus: 1 });
  });

  it('stays in the first box', () => {
    expect(eraseFromBox(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });
});

describe('otpCode and firstEmptyBox', () => {
  it('joins the digits and finds where one is missing', () => {
    expect(otpCode(digits('123456'))).toBe('123456');
    expect(otpCode(digits('12 4'))).toBe('124');
    expect(firstEmptyBox(digits('12 4'))).toBe(2);
    expect(firstEmptyBox(digits('123456'))).toBe(5);
  });
});
