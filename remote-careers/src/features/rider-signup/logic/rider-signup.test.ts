import type { ResolverOptions } from 'react-hook-form';
import { openableStoreLinks, RIDER_APP_STORES, riderSignUpResolver } from './rider-signup';

describe('riderSignUpResolver', () => {
  const rider = { first_name: 'Bwalya', last_name: 'Phiri', email: 'bwalya@example.com', password: 'Ride-Lusaka-24' };
  const options: ResolverOptions<typeof rider> = { fields: {}, shouldUseNativeValidation: false };
  const passwordMessage = async (password: string) =>
    (await riderSignUpResolver({ ...rider, password }, undefined, options)).errors.password?.message;

  it('wants a password of at least 8 characters that is not among the most common', async () => {
    await expect(passwordMessage('Ride-Lusaka-24')).resolves.toBeUndefined();
    await expect(passwordMessage('Ride24')).resolves.toBe('Use at least 8 characters for your password.');
    await expect(passwordMessage('Football')).resolves.toBe('This password is too common. Please choose another.');
    await expect(passwordMessage('')).resolves.toBe('This field is required');
  });

  it('reports the other fields alongside a weak password', async () => {
    const result = await riderSignUpResolver({ ...rider, email: 'bwalya@', password: 'Ride24' }, undefined, options);
    expect(result.errors.email?.message).toBe('Please enter a valid email address.');
    expect(result.errors.password?.message).toBe('Use at least 8 characters for your password.');
  });
});

describe('openableStoreLinks', () => {
  it('keeps only http(s) links', () => {
    expect(openableStoreLinks(RIDER_APP_STORES)).toEqual(RIDER_APP_STORES);
    expect(
      openableStoreLinks([
        { store: 'App Store', label: 'A', url: 'javascript:alert(1)' },
        { store: 'Google Play', label: 'B', url: 'data:text/html,hi' },
        { store: 'Google Play', label: 'C', url: 'http://play.example/rider' },
      ]),
    ).toEqual([{ store: 'Google Play', label: 'C', url: 'http://play.example/rider' }]);
  });
});
