import {
  applicationPayload,
  bannerMessages,
  emptyApplication,
  errorTexts,
  fileSizeText,
  positionOptions,
  stepErrors,
  stepOf,
  type ApplicationFormValues,
} from './application-form';
import { applicationResolver } from './application-resolver';

const personal = { firstName: 'Chanda', lastName: 'Mulenga', email: 'chanda@example.com', phone: '+260971234567' };
const filled: ApplicationFormValues = {
  ...emptyApplication,
  ...personal,
  position: 'software-developer',
  experience: '3-5',
  education: 'bachelor',
  availableFrom: '2026-05-01',
  coverLetter: 'I build React apps.',
  heardFrom: 'referral',
  agreeToTerms: true,
};

describe('step 1, Personal Info', () => {
  it('asks for all four fields', () => {
    const errors = stepErrors(1, emptyApplication);
    expect(bannerMessages(1, errors)).toEqual(['Please fill in all required fields']);
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(bannerMessages(1, stepErrors(1, { ...filled, lastName: '   ' }))).toEqual(['Please fill in all required fields']);
  });

  it('wants an e-mail address like name@domain.tld', () => {
    for (const email of ['chanda', 'chanda@example', 'chanda @example.com']) {
      expect(bannerMessages(1, stepErrors(1, { ...filled, email }))).toEqual(['Please enter a valid email address']);
    }
  });

  it('wants a phone number of 10-15 digits with an optional plus', () => {
    for (const phone of ['12345', '+26097123456789012', '097-123-4567', '26097x234567']) {
      expect(bannerMessages(1, stepErrors(1, { ...filled, phone }))).toEqual(['Please enter a valid phone number']);
    }
    for (const phone of ['0971234567', '+260971234567', '260971234567123']) {
      expect(stepErrors(1, { ...filled, phone })).toEqual({});
    }
  });

  it('lists every rule broken, each once, in field order', () => {
    expect(bannerMessages(1, stepErrors(1, { ...filled, firstName: '', email: 'x', phone: '1' }))).toEqual([
      'Please fill in all required fields',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]);
  });

  it('passes a filled step', () => {
    expect(stepErrors(1, filled)).toEqual({});
  });
});

describe('step 2, Resume & Position', () => {
  it('asks for a position', () => {
    expect(bannerMessages(2, stepErrors(2, { ...filled, position: '' }))).toEqual(['Please select a position']);
  });

  it('asks which position when it is other', () => {
    expect(bannerMessages(2, stepErrors(2, { ...filled, position: 'other', otherPosition: ' ' }))).toEqual([
      'Please specify the position you are applying for',
    ]);
    expect(stepErrors(2, { ...filled, position: 'other', otherPosition: 'Chef' })).toEqual({});
  });

  it('leaves experience optional', () => {
    expect(stepErrors(2, { ...filled, experience: '' })).toEqual({});
  });
});

describe('step 3, Additional Info', () => {
  it('asks to agree to the terms and leaves the rest optional', () => {
    const blank = { ...filled, education: '', availableFrom: '', coverLetter: '', heardFrom: '', agreeToTerms: false };
    expect(bannerMessages(3, stepErrors(3, blank))).toEqual(['Please agree to the terms and conditions']);
    expect(stepErrors(3, { ...blank, agreeToTerms: true })).toEqual({});
  });
});

describe('applicationPayload', () => {
  it('is the whole form, trimmed, without otherPosition unless the position is other', () => {
    const result = applicationPayload({ ...filled, firstName: ' Chanda ', otherPosition: 'stale' });
    expect(result).toEqual({
      ok: true,
      form: expect.objectContaining({ firstName: 'Chanda', position: 'software-developer', agreeToTerms: true }),
    });
    expect(result.ok && result.form.otherPosition).toBeUndefined();
    const other = applicationPayload({ ...filled, position: 'other', otherPosition: 'Chef' });
    expect(other.ok && other.form.otherPosition).toBe('Chef');
  });

  it('names the first step with a broken rule', () => {
    expect(applicationPayload({ ...filled, email: 'x', agreeToTerms: false })).toMatchObject({ ok: false, step: 1 });
    expect(applicationPayload({ ...filled, position: '' })).toMatchObject({ ok: false, step: 2 });
  });
});

describe('the resolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('checks only the current step', async () => {
    const values = { ...emptyApplication, ...personal };
    await expect(applicationResolver(1)(values, undefined, options)).resolves.toEqual({ values, errors: {} });
    await expect(applicationResolver(2)(values, undefined, options)).resolves.toEqual({
      values: {},
      errors: { position: { type: 'validate', message: 'Please select a position' } },
    });
  });
});

describe('helpers', () => {
  it('reads the messages of the form errors', () => {
    expect(errorTexts({ email: { message: 'Bad' }, phone: { message: '' }, position: undefined })).toEqual({ email: 'Bad' });
  });

  it('knows the step of each field', () => {
    expect(stepOf('phone')).toBe(1);
    expect(stepOf('otherPosition')).toBe(2);
    expect(stepOf('agreeToTerms')).toBe(3);
  });

  it('shows file sizes', () => {
    expect(fileSizeText(200)).toBe('1 KB');
    expect(fileSizeText(240 * 1024)).toBe('240 KB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('offers the six positions with readable labels', () => {
    expect(positionOptions.map((option) => option.value)).toEqual([
      'delivery-driver',
      'restaurant-partner-manager',
      'customer-support',
      'marketing-coordinator',
      'software-developer',
      'other',
    ]);
    for (const option of positionOptions) expect(option.label).not.toMatch(/-/);
  });
});
