import type { Address } from '@storefront/api-client';
import { addressDetail, visibleAddresses } from './address-list';

const kabulonga: Address = { uuid: 'a-1', address: 'Kabulonga, Lusaka', location: 'Lusaka', latitude: '0', longitude: '0' };
const kabwata: Address = { uuid: 'a-2', address: 'Kabwata, Lusaka', location: '', latitude: '0', longitude: '0' };

describe('visibleAddresses', () => {
  it('leaves out the removed addresses, keeping the order', () => {
    expect(visibleAddresses([kabulonga, kabwata], new Set())).toEqual([kabulonga, kabwata]);
    expect(visibleAddresses([kabulonga, kabwata], new Set(['a-1']))).toEqual([kabwata]);
  });
});

describe('addressDetail', () => {
  it('is the location, when there is one that adds something', () => {
    expect(addressDetail(kabulonga)).toBe('Lusaka');
    expect(addressDetail(kabwata)).toBeUndefined();
    expect(addressDetail({ ...kabwata, location: 'Kabwata, Lusaka' })).toBeUndefined();
  });

  it('starts with the house, plot or landmark, when there is one', () => {
    expect(addressDetail({ ...kabulonga, address_line: 'Plot 12, blue gate' })).toBe('Plot 12, blue gate · Lusaka');
    expect(addressDetail({ ...kabwata, address_line: 'Plot 12' })).toBe('Plot 12');
  });
});
