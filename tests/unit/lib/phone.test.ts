import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TELEPHONE_PREFIX, splitPhone, telephonePrefixes, defaultPrefixFor } from '../../../src/lib/phone';

describe('splitPhone (spec 5)', () => {
  it('splits the three supported country codes', () => {
    expect(splitPhone('+358401234567')).toEqual({ telephonePrefix: 'FIN|358', telephoneNumber: '401234567' });
    expect(splitPhone('+4791234567')).toEqual({ telephonePrefix: 'NO|47', telephoneNumber: '91234567' });
    expect(splitPhone('+46701234567')).toEqual({ telephonePrefix: 'SE|46', telephoneNumber: '701234567' });
  });

  it('ignores spacing and reads 00 as +', () => {
    expect(splitPhone('+358 40 123 4567')).toEqual({ telephonePrefix: 'FIN|358', telephoneNumber: '401234567' });
    expect(splitPhone('0046-70-123 45 67')).toEqual({ telephonePrefix: 'SE|46', telephoneNumber: '701234567' });
  });

  it('keeps the default prefix and the whole number otherwise', () => {
    expect(splitPhone('0401234567')).toEqual({ telephonePrefix: DEFAULT_TELEPHONE_PREFIX, telephoneNumber: '0401234567' });
    expect(splitPhone('+4930123456')).toEqual({ telephonePrefix: 'FIN|358', telephoneNumber: '+4930123456' });
    expect(splitPhone('')).toEqual({ telephonePrefix: 'FIN|358', telephoneNumber: '' });
    expect(splitPhone(null)).toEqual({ telephonePrefix: 'FIN|358', telephoneNumber: '' });
  });

  it('splits any number written with a supported code back into that prefix and the rest', () => {
    fc.assert(
      fc.property(fc.constantFrom(...telephonePrefixes), fc.stringMatching(/^[1-9]\d{5,10}$/), (prefix, number) => {
        expect(splitPhone(`+${prefix.split('|')[1]}${number}`)).toEqual({ telephonePrefix: prefix, telephoneNumber: number });
      }),
    );
  });

  it('lists the prefixes in spec 9 order: NO, SE, FI', () => {
    expect(telephonePrefixes).toEqual(['NO|47', 'SE|46', 'FIN|358']);
  });
});

describe('defaultPrefixFor', () => {
  it("starts each market at its own country's code", () => {
    expect(defaultPrefixFor(['FI'])).toBe('FIN|358');
    expect(defaultPrefixFor(['SE'])).toBe('SE|46');
    expect(defaultPrefixFor(['NO'])).toBe('NO|47');
  });
  it("gives Finland's to a many-market locale led by Finland, and to nothing", () => {
    expect(defaultPrefixFor(['FI', 'SE', 'NO'])).toBe('FIN|358');
    expect(defaultPrefixFor([])).toBe('FIN|358');
  });
});
