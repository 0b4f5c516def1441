import { messageCounterText, validateContactForm } from './contact-form';

const filled = { name: 'Mwila Banda', email: 'mwila@example.com', subject: 'Catering', message: 'Do you cater weddings?' };

describe('validateContactForm', () => {
  it('accepts a filled form, trimmed', () => {
    expect(validateContactForm({ ...filled, name: '  Mwila Banda ' })).toEqual({ ok: true, message: filled });
  });

  it('requires every field', () => {
    expect(validateContactForm({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'This field is required',
        email: 'Please enter a valid email address',
        subject: 'This field is required',
        message: 'This field is required',
      },
    });
  });

  it('wants a valid e-mail address', () => {
    expect(validateContactForm({ ...filled, email: 'mwila@' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('takes 2000 characters of message and refuses 2001', () => {
    expect(validateContactForm({ ...filled, message: 'a'.repeat(2000) }).ok).toBe(true);
    expect(validateContactForm({ ...filled, message: 'a'.repeat(2001) })).toEqual({
      ok: false,
      errors: { message: 'Message must be at most 2000 characters' },
    });
  });
});

describe('messageCounterText', () => {
  it('counts characters against the limit', () => {
    expect(messageCounterText('')).toBe('0/2000');
    expect(messageCounterText('a'.repeat(123))).toBe('123/2000');
  });
});
