import type { z } from 'zod/mini';
import { addressSchema, addressesResponseSchema, createAddressPayloadSchema, createdAddressResponseSchema } from '../addresses';
import { accountDeletionFormSchema, accountDeletionPayloadSchema, accountDeletionResponseSchema } from '../account-deletion';
import {
  legacyRegistrationPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  registrationPayloadSchema,
  registrationResponseSchema,
} from '../auth';
import { countryDialCodeSchema } from '../countries';
import { changePasswordPayloadSchema, profileResponseSchema, updateProfilePayloadSchema, userProfileSchema } from '../profile';
import { topupPayloadSchema, topupResponseSchema, walletBalanceResponseSchema } from '../wallet';
import { addressAnswer } from '../../test-support/fixtures';

const firstMessage = (result: { error?: { issues: { message: string }[] } }): string | undefined =>
  result.error?.issues[0]?.message;

describe('login and registration', () => {
  it('accepts an e-mail or a 10-15 digit phone as the login identifier', () => {
    for (const email of ['mwila@example.com', '0977123456', '260977123456789']) {
      expect(loginPayloadSchema.safeParse({ email, password: 'x', role: 'customer' }).success).toBe(true);
    }
  });

  it("gives the product's messages for a bad or empty identifier", () => {
    expect(firstMessage(loginPayloadSchema.safeParse({ email: '097712', password: 'x', role: 'customer' }))).toBe(
      'Please enter a valid phone number or email address.',
    );
    expect(firstMessage(loginPayloadSchema.safeParse({ email: '', password: 'x', role: 'customer' }))).toBe(
      'All fields are required.',
    );
    expect(loginPayloadSchema.safeParse({ email: 'm@x.zm', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('reads a login answer with token and user, or a refusal', () => {
    const success = loginResponseSchema.parse({
      success: true,
      data: { token: 't', user: { first_name: 'M', last_name: 'B', email: 'm@x.zm' } },
    });
    expect(success.success && success.data.token).toBe('t');
    expect(loginResponseSchema.parse({ success: false, message: 'No' })).toEqual({ success: false, message: 'No' });
    expect(loginResponseSchema.safeParse({ success: true, data: { token: '' } }).success).toBe(false);
  });

  it('accepts the registration payload and its older shape', () => {
    const payload = {
      first_name: 'Mwila',
      last_name: 'Banda',
      email: 'mwila@example.com',
      code: '+260',
      phone: '0977123456',
      password: 'secret',
      role: 'customer',
    };
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
    const legacy = { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com', password: 'secret', role: 'customer' };
    expect(legacyRegistrationPayloadSchema.safeParse({ ...legacy, password_confirmation: 'secret' }).success).toBe(true);
    expect(legacyRegistrationPayloadSchema.safeParse({ ...legacy, password_confirmation: 'other' }).success).toBe(false);
  });

  it("refuses a bad e-mail, phone or dial code with the product's messages", () => {
    const payload = {
      first_name: 'M',
      last_name: 'B',
      email: 'm@x.zm',
      code: '+260',
      phone: '0977123456',
      password: 's',
      role: 'customer',
    };
    expect(firstMessage(registrationPayloadSchema.safeParse({ ...payload, email: 'm @x.zm' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(firstMessage(registrationPayloadSchema.safeParse({ ...payload, phone: '09771' }))).toBe(
      'Please enter a valid phone number.',
    );
    expect(registrationPayloadSchema.safeParse({ ...payload, code: '260' }).success).toBe(false);
    expect(registrationResponseSchema.parse({ success: false, message: 'Taken' })).toEqual({ success: false, message: 'Taken' });
  });
});

describe('addresses', () => {
  it('reads an address, with unknown coordinates as "0"', () => {
    expect(addressSchema.parse(addressAnswer)).toEqual(addressAnswer);
    expect(addressSchema.parse({ uuid: 'a', address: 'Kitwe', latitude: null })).toEqual({
      uuid: 'a',
      address: 'Kitwe',
      location: '',
      latitude: '0',
      longitude: '0',
    });
    expect(addressSchema.safeParse({ address: 'Kitwe' }).success).toBe(false);
  });

  it('reads the list and the created address, bare or wrapped', () => {
    expect(addressesResponseSchema.parse([addressAnswer])).toHaveLength(1);
    expect(addressesResponseSchema.parse({ data: [addressAnswer] })).toHaveLength(1);
    expect(addressesResponseSchema.parse({ address: [addressAnswer] })).toHaveLength(1);
    expect(createdAddressResponseSchema.parse({ address: addressAnswer }).uuid).toBe('addr-1');
    expect(createdAddressResponseSchema.parse(addressAnswer).uuid).toBe('addr-1');
  });

  it('creates addresses with a label, and needs a chosen place', () => {
    const payload = { address: 'Kabulonga', location: '', latitude: '0', longitude: '0', label: 'Home' };
    expect(createAddressPayloadSchema.parse(payload)).toEqual(payload);
    expect(firstMessage(createAddressPayloadSchema.safeParse({ ...payload, address: '' }))).toBe('Please select an address');
  });
});

describe('wallet', () => {
  it('reads a balance sent as a string or a number', () => {
    expect(walletBalanceResponseSchema.parse({ balance: '99.90' }).balance).toBe(99.9);
    expect(walletBalanceResponseSchema.parse({ balance: 5 }).balance).toBe(5);
    expect(walletBalanceResponseSchema.safeParse({ balance: 'none' }).success).toBe(false);
  });

  it("needs a top-up amount above 0, with the product's message", () => {
    expect(topupPayloadSchema.safeParse({ amount: 50 }).success).toBe(true);
    expect(firstMessage(topupPayloadSchema.safeParse({ amount: 0 }))).toBe('Please enter a valid amount');
  });

  it('refuses a top-up of more than two decimals rather than rounding it', () => {
    for (const amount of [0.005, 10.001, 99.999]) {
      expect(firstMessage(topupPayloadSchema.safeParse({ amount }))).toBe('Please enter an amount with at most two decimals (ngwee).');
    }
    for (const amount of [0.01, 10.1, 19.99, 100000]) expect(topupPayloadSchema.safeParse({ amount }).success).toBe(true);
  });

  it('reads a top-up answer with a link, a message or an error', () => {
    expect(topupResponseSchema.parse({ success: true, data: { payment_link: 'https://pay.test/t' } }).data?.payment_link).toBe(
      'https://pay.test/t',
    );
    expect(topupResponseSchema.parse({ success: false, error: 'No' }).error).toBe('No');
    expect(topupResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });
});

describe('profile and account deletion', () => {
  const user = { first_name: 'M', last_name: 'B', email: 'm@x.zm', phone: '0977123456' };

  it('reads the profile under data.user', () => {
    expect(profileResponseSchema.parse({ data: { user } }).data.user).toEqual(user);
    expect(userProfileSchema.parse({ ...user, phone: null }).phone).toBeNull();
    expect(profileResponseSchema.safeParse({ user }).success).toBe(false);
    expect(updateProfilePayloadSchema.safeParse(user).success).toBe(true);
  });

  it('changes the password with the current one, and a confirmation that matches when one is sent', () => {
    const change = { current_password: 'Old-secret-1', password: 'Kafue-river-9', password_confirmation: 'Kafue-river-9' };
    expect(changePasswordPayloadSchema.safeParse(change).success).toBe(true);
    expect(changePasswordPayloadSchema.safeParse({ current_password: 'Old-secret-1', password: 'Kafue-river-9' }).success).toBe(true);
    expect(firstMessage(changePasswordPayloadSchema.safeParse({ ...change, current_password: '' }))).toBe(
      'Please enter your current password.',
    );
    expect(firstMessage(changePasswordPayloadSchema.safeParse({ password: 'Kafue-river-9' }))).toBe('Please enter your current password.');
    expect(firstMessage(changePasswordPayloadSchema.safeParse({ ...change, password: '', password_confirmation: '' }))).toBe(
      'Please enter a new password.',
    );
    const mismatch = changePasswordPayloadSchema.safeParse({ ...change, password_confirmation: 'Kafue-river-8' });
    expect(mismatch.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password_confirmation'], 'The new password and its confirmation do not match.'],
    ]);
  });

  it('deletes with a password and an optional reason', () => {
    expect(accountDeletionPayloadSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(firstMessage(accountDeletionPayloadSchema.safeParse({ password: '' }))).toBe('Please enter your password');
    expect(accountDeletionResponseSchema.parse({ success: true, message: 'Ok' })).toEqual({ success: true, message: 'Ok' });
  });

  it('needs the exact confirmation phrase', () => {
    expect(accountDeletionFormSchema.safeParse({ password: 'x', confirmation: 'DELETE MY ACCOUNT' }).success).toBe(true);
    for (const confirmation of ['delete my account', 'DELETE MY ACCOUNT ', '']) {
      expect(firstMessage(accountDeletionFormSchema.safeParse({ password: 'x', confirmation }))).toBe(
        'Please type DELETE MY ACCOUNT to confirm',
      );
    }
  });

  it('checks the phrase even when the password is missing', () => {
    const result = accountDeletionFormSchema.safeParse({ password: '', confirmation: 'nope' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password'], 'Please enter your password'],
      [['confirmation'], 'Please type DELETE MY ACCOUNT to confirm'],
    ]);
  });

  it("types the phrase as any text, so a form's text field fits the schema", () => {
    const typed: z.input<typeof accountDeletionFormSchema> = { password: 'x', confirmation: 'whatever was typed' };
    expect(accountDeletionFormSchema.safeParse(typed).success).toBe(false);
  });
});

describe('country dial codes', () => {
  it('accepts entries like United States +1 and United Kingdom +44', () => {
    expect(countryDialCodeSchema.parse({ name: 'United States', dial_code: '+1', code: 'US' }).code).toBe('US');
    expect(countryDialCodeSchema.parse({ name: 'United Kingdom', dial_code: '+44', code: 'gb' }).code).toBe('GB');
  });

  it('refuses a dial code without a plus and a code that is not two letters', () => {
    expect(countryDialCodeSchema.safeParse({ name: 'Zambia', dial_code: '260', code: 'ZM' }).success).toBe(false);
    expect(countryDialCodeSchema.safeParse({ name: 'Zambia', dial_code: '+260', code: 'ZMB' }).success).toBe(false);
  });
});
