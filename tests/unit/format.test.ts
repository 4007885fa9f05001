import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMoney } from '../../src/lib/format';

describe('formatting', () => {
  it('formats money with a decimal comma and € where the locale writes so (spec 9)', () => {
    expect(formatMoney(12.5, 'fi-FI').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney(3, 'sv-SE').replace(/\s/g, ' ')).toBe('3,00 €');
    expect(formatMoney(1234.567, 'en-EU')).toBe('€1,234.57');
    expect(formatMoney(0.005, 'no-NO').replace(/\s/g, ' ')).toBe('0,01 €');
  });

  it('formats dates in the company zone, and nothing for a bad date', () => {
    expect(formatDate('2026-05-03T22:30:00Z', 'fi-FI')).toBe('4.5.2026');
    expect(formatDate('2026-05-03T22:30:00Z', 'en-EU', 'long')).toBe('4 May 2026');
    expect(formatDate('not a date', 'fi-FI')).toBe('');
  });

  it('names the weekday of a calendar date whatever the host zone', () => {
    expect(formatDay('2026-11-23', 'fi-FI')).toBe('maanantaina 23.11.');
    expect(formatDay('2026-11-23', 'en-EU')).toBe('Monday, 23/11');
  });
});
