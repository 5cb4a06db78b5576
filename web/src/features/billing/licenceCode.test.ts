import { describe, expect, it } from 'vitest';
import { clearSession, forgetLicenceCode, rememberedLicenceCode, rememberLicenceCode } from '../../lib/session';
import { groupLicenceCode } from './licenceCode';

describe('licence codes', () => {
  it('show in three groups of four, in capitals, whatever was typed around them', () => {
    expect(groupLicenceCode('7kqm4txrp9wd')).toBe('7KQM-4TXR-P9WD');
    expect(groupLicenceCode(' 7KQM 4txr–P9WD ')).toBe('7KQM-4TXR-P9WD');
    expect(groupLicenceCode('7KQM-4TXR')).toBe('7KQM-4TXR');
    expect(groupLicenceCode('  ')).toBe('');
  });

  it('of a funder’s link are remembered until redeemed, or until logout wipes the browser’s storage', () => {
    expect(rememberedLicenceCode()).toBeNull();
    rememberLicenceCode(' 7KQM-4TXR-P9WD ');
    expect(rememberedLicenceCode()).toBe('7KQM-4TXR-P9WD');
    forgetLicenceCode();
    expect(rememberedLicenceCode()).toBeNull();
    rememberLicenceCode('');
    expect(rememberedLicenceCode()).toBeNull();
    rememberLicenceCode('7KQM-4TXR-P9WD');
    clearSession();
    expect(rememberedLicenceCode()).toBeNull();
  });
});
