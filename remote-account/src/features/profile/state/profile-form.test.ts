import { testSession } from '@storefront/testing';
import { profileFormStart, profileUpdatePayload, sessionWithName } from './profile-form';

describe('profileFormStart', () => {
  it('fills the form from the profile, with its dial code and country', () => {
    expect(
      profileFormStart({ first_name: 'Mwila', last_name: 'Banda', email: 'm@example.com', phone: '4165551234', code: '+1' }),
    ).toEqual({ first_name: 'Mwila', last_name: 'Banda', phone: '(416) 555-1234', code: '+1', country: 'CA' });
  });

  it('starts on +260 and an empty number when the profile has neither', () => {
    expect(profileFormStart({ first_name: 'Mwila', last_name: 'Banda', email: 'm@example.com' })).toEqual({
      first_name: 'Mwila',
      last_name: 'Banda',
      phone: '',
      code: '+260',
      country: 'ZM',
    });
  });
});

describe('profileUpdatePayload', () => {
  it('trims what was typed and sends the e-mail as loaded', () => {
    expect(
      profileUpdatePayload({ first_name: ' Chanda ', last_name: 'Phiri ', phone: ' 0977123456 ', code: '+260', country: 'ZM' }, 'm@example.com'),
    ).toEqual({ first_name: 'Chanda', last_name: 'Phiri', email: 'm@example.com', phone: '260977123456', code: '+260' });
  });
});

describe('sessionWithName', () => {
  it("changes only the session user's names", () => {
    const payload = { first_name: 'Chanda', last_name: 'Phiri', email: 'other@example.com', phone: '', code: '+260' };
    expect(sessionWithName(testSession, payload)).toEqual({
      token: testSession.token,
      user: { first_name: 'Chanda', last_name: 'Phiri', email: testSession.user.email },
    });
    expect(sessionWithName(null, payload)).toBeNull();
  });
});
