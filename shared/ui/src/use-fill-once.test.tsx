import { render } from '@testing-library/react';
import { useFillOnce } from './use-fill-once';

function Probe({ values, fill }: { values: Partial<Record<'name' | 'phone', string>>; fill: (field: string, value: string) => void }) {
  useFillOnce(values, fill);
  return null;
}

describe('useFillOnce', () => {
  it('fills each value once, as it arrives, and never again', () => {
    const fill = jest.fn();
    const { rerender } = render(<Probe values={{ name: 'Mwila Banda', phone: '' }} fill={fill} />);
    expect(fill.mock.calls).toEqual([['name', 'Mwila Banda']]);
    rerender(<Probe values={{ name: 'Mwila Banda', phone: '0971234567' }} fill={fill} />);
    rerender(<Probe values={{ name: 'Mwila B.', phone: '0971234567' }} fill={fill} />);
    expect(fill.mock.calls).toEqual([
      ['name', 'Mwila Banda'],
      ['phone', '0971234567'],
    ]);
  });
});
