import { addressPageQuery } from './address-page-query';

const read = (query: string) => addressPageQuery(new URLSearchParams(query));

describe('addressPageQuery', () => {
  it('asks for nothing on the plain page', () => {
    expect(read('')).toEqual({ addAddress: false, from: null });
  });

  it('asks for the add form with open=address, and for the way back with a path of this site', () => {
    expect(read('?open=address')).toEqual({ addAddress: true, from: null });
    expect(read('?open=address&from=/cart')).toEqual({ addAddress: true, from: '/cart' });
    expect(read('?open=topup')).toEqual({ addAddress: false, from: null });
  });

  it.each(['https://evil.example/', '//evil.example/cart', 'cart', '/\\evil.example'])('never goes back to %s', (from) => {
    expect(read(`?${new URLSearchParams({ open: 'address', from }).toString()}`).from).toBeNull();
  });
});
