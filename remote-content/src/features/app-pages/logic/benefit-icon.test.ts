import { ChartColumn, CircleCheck, Clock, MapIcon, Smartphone, TrendingUp } from 'lucide-react';
import { benefitIcon, FALLBACK_BENEFIT_ICON } from './benefit-icon';

describe('benefitIcon', () => {
  it('draws each name the content service gives with its icon', () => {
    expect(benefitIcon('clock')).toBe(Clock);
    expect(benefitIcon('trending-up')).toBe(TrendingUp);
    expect(benefitIcon('bar-chart')).toBe(ChartColumn);
    expect(benefitIcon('map')).toBe(MapIcon);
    expect(benefitIcon('phone')).toBe(Smartphone);
  });

  it('reads a name in any case and with spaces around it', () => {
    expect(benefitIcon(' Clock ')).toBe(Clock);
  });

  it('draws a check mark for an unknown name, an empty one and none', () => {
    expect(FALLBACK_BENEFIT_ICON).toBe(CircleCheck);
    for (const name of ['rocket', 'constructor', '', null, undefined]) expect(benefitIcon(name)).toBe(CircleCheck);
  });
});
