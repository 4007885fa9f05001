import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockRange, clockStyles, clockTime } from '../../../src/lib/clock';
import { t } from '../../../src/i18n/t';
import { getLocale, localeCodes } from '../../../src/config/locales';

describe('clockTime: a time of day as each locale writes it', () => {
  it("formats with each locale's Intl tag from the locale table", () => {
    for (const code of localeCodes) expect(clockStyles[code].intl, code).toBe(getLocale(code).intl);
  });

  it('Finnish: hour without a leading zero, a full stop (7.00)', () => {
    expect(clockTime('07:00:00', 'fi-FI')).toBe('7.00');
    expect(clockTime('21:30', 'fi-FI')).toBe('21.30');
    expect(clockTime('00:05:00', 'fi-FI')).toBe('0.05');
  });

  it('Swedish and Norwegian: two-digit hour and a full stop (07.00)', () => {
    expect(clockTime('07:00:00', 'sv-SE')).toBe('07.00');
    expect(clockTime('21:30:00', 'sv-SE')).toBe('21.30');
    expect(clockTime('07:00:00', 'no-NO')).toBe('07.00');
    expect(clockTime('00:05', 'no-NO')).toBe('00.05');
  });

  it('English: two-digit hour and a colon, 24-hour clock (07:00, 21:30)', () => {
    expect(clockTime('07:00:00', 'en-EU')).toBe('07:00');
    expect(clockTime('21:30:00', 'en-EU')).toBe('21:30');
  });

  it('keeps 24:00 (open until midnight) and returns what is not a time as it is', () => {
    expect(clockTime('24:00:00', 'fi-FI')).toBe('24.00');
    expect(clockTime('24:00:00', 'en-EU')).toBe('24:00');
    for (const bad of ['24:30', '25:00', '7', 'noon', '', '12:60']) expect(clockTime(bad, 'sv-SE')).toBe(bad);
  });

  it('for every time of day: the same hour and minute, written with the locale separator', () => {
    const separators = { 'fi-FI': '.', 'sv-SE': '.', 'no-NO': '.', 'en-EU': ':' } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(...localeCodes), (h, m, locale) => {
        const text = clockTime(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`, locale);
        const [hour, minute, ...rest] = text.split(separators[locale]);
        expect(rest).toEqual([]);
        expect(Number(hour)).toBe(h);
        expect(minute).toBe(String(m).padStart(2, '0'));
        expect(hour?.length).toBe(locale === 'fi-FI' ? String(h).length : 2);
      }),
    );
  });
});

describe('clockRange: start then end (spec 9) in the locale template', () => {
  it('writes an en dash, and "klo" before a Finnish range', () => {
    const range = (locale: (typeof localeCodes)[number]) => clockRange('07:00:00', '21:30:00', locale, t(locale, 'station.hoursRange'));
    expect(range('fi-FI')).toBe('klo 7.00–21.30');
    expect(range('sv-SE')).toBe('07.00–21.30');
    expect(range('no-NO')).toBe('07.00–21.30');
    expect(range('en-EU')).toBe('07:00–21:30');
  });

  it('the station status line uses the same clock: Sulkeutuu klo 22.00, Stänger kl. 22.00', () => {
    expect(t('fi-FI', 'station.closesAt', { time: clockTime('22:00', 'fi-FI') })).toBe('Sulkeutuu klo 22.00');
    expect(t('sv-SE', 'station.closesAt', { time: clockTime('22:00', 'sv-SE') })).toBe('Stänger kl. 22.00');
    expect(t('no-NO', 'station.opensAt', { time: clockTime('06:00', 'no-NO') })).toBe('Åpner kl. 06.00');
    expect(t('en-EU', 'station.opensAt', { time: clockTime('06:00', 'en-EU') })).toBe('Opens at 06:00');
  });
});
