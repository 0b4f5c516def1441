import { sitePathOrNull } from './site-path';

describe('sitePathOrNull', () => {
  it('keeps a path of this site and refuses every address elsewhere', () => {
    expect(sitePathOrNull('/menu?category=Drinks')).toBe('/menu?category=Drinks');
    expect(sitePathOrNull('https://elsewhere.example/')).toBeNull();
    expect(sitePathOrNull('//elsewhere.example/')).toBeNull();
    expect(sitePathOrNull('/\\elsewhere.example')).toBeNull();
    expect(sitePathOrNull(null)).toBeNull();
  });
});
