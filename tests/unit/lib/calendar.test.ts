import { afterEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, isCalendarDate, isoWeekday } from '../../../src/lib/calendar';
import { zonedParts } from '../../../src/lib/zoned-time';

const at = (iso: string) => new Date(iso);
const hm = (h: number, m: number) => h * 60 + m;

describe('zonedParts (zoned-time.ts)', () => {
  it('reads the wall clock of the zone around local midnight', () => {
    // Helsinki is UTC+2 in winter: 21:59Z is 23:59 of the same day, 22:00Z midnight of the next.
    expect(zonedParts(at('2026-03-27T21:59:00Z'), 'Europe/Helsinki')).toEqual({
      date: '2026-03-27',
      minutes: hm(23, 59),
      isoWeekday: 5,
    });
    expect(zonedParts(at('2026-03-27T22:00:00Z'), 'Europe/Helsinki')).toEqual({
      date: '2026-03-28',
      minutes: 0,
      isoWeekday: 6,
    });
    expect(zonedParts(at('2026-12-31T23:30:00Z'), 'Europe/Oslo')).toEqual({
      date: '2027-01-01',
      minutes: hm(0, 30),
      isoWeekday: 5,
    });
  });

  it('follows spring-forward in Helsinki (2026-03-29 03:00 → 04:00)', () => {
    const tz = 'Europe/Helsinki';
    expect(zonedParts(at('2026-03-29T00:30:00Z'), tz).minutes).toBe(hm(2, 30));
    expect(zonedParts(at('2026-03-29T00:59:00Z'), tz).minutes).toBe(hm(2, 59));
    expect(zonedParts(at('2026-03-29T01:00:00Z'), tz).minutes).toBe(hm(4, 0));
    expect(zonedParts(at('2026-03-29T21:00:00Z'), tz)).toEqual({ date: '2026-03-30', minutes: 0, isoWeekday: 1 });
  });

  it('follows fall-back in Helsinki (2026-10-25 04:00 → 03:00): 03:30 happens twice', () => {
    const tz = 'Europe/Helsinki';
    expect(zonedParts(at('2026-10-25T00:30:00Z'), tz)).toEqual({ date: '2026-10-25', minutes: hm(3, 30), isoWeekday: 7 });
    expect(zonedParts(at('2026-10-25T01:30:00Z'), tz)).toEqual({ date: '2026-10-25', minutes: hm(3, 30), isoWeekday: 7 });
    expect(zonedParts(at('2026-10-25T02:30:00Z'), tz).minutes).toBe(hm(4, 30));
  });

  it.each(['Europe/Oslo', 'Europe/Stockholm'])('follows both 2026 changes in %s at 02:00/03:00', (tz) => {
    expect(zonedParts(at('2026-03-29T00:59:00Z'), tz).minutes).toBe(hm(1, 59));
    expect(zonedParts(at('2026-03-29T01:00:00Z'), tz).minutes).toBe(hm(3, 0));
    expect(zonedParts(at('2026-10-25T00:30:00Z'), tz).minutes).toBe(hm(2, 30));
    expect(zonedParts(at('2026-10-25T01:30:00Z'), tz).minutes).toBe(hm(2, 30));
    expect(zonedParts(at('2026-10-25T02:00:00Z'), tz).minutes).toBe(hm(3, 0));
    expect(zonedParts(at('2026-10-25T22:59:00Z'), tz)).toEqual({ date: '2026-10-25', minutes: hm(23, 59), isoWeekday: 7 });
    expect(zonedParts(at('2026-10-25T23:00:00Z'), tz)).toEqual({ date: '2026-10-26', minutes: 0, isoWeekday: 1 });
  });

  it('throws on an invalid date or an unknown zone', () => {
    expect(() => zonedParts(new Date('nope'), 'Europe/Helsinki')).toThrow(RangeError);
    expect(() => zonedParts(at('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-10', 0)).toBe('2026-01-10');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, keeping the day inside the target month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-01-15', 12)).toBe('2026-01-15');
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('tells real calendar dates from text that only looks like one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '01.02.2026', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('gives ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-03-23')).toBe(1);
    expect(isoWeekday('2026-03-28')).toBe(6);
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-10-25')).toBe(7);
    expect(isoWeekday('2028-02-29')).toBe(2);
  });

  it('rejects a date that is not yyyy-MM-dd', () => {
    expect(() => addDays('29.3.2026', 1)).toThrow(/yyyy-MM-dd/);
    expect(() => isoWeekday('')).toThrow(RangeError);
  });
});

describe('host time zone', () => {
  const original = process.env['TZ'];
  afterEach(() => {
    if (original === undefined) delete process.env['TZ'];
    else process.env['TZ'] = original;
  });

  it('gives the same answers whatever zone the host runs in', () => {
    const instants = ['2026-03-28T21:59:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:30:00Z', '2026-10-25T23:00:00Z'];
    const zones = ['Europe/Helsinki', 'Europe/Oslo', 'Europe/Stockholm'];
    const read = () => instants.flatMap((i) => zones.map((z) => zonedParts(at(i), z)));
    const reference = read();
    for (const hostZone of ['Pacific/Auckland', 'America/New_York']) {
      process.env['TZ'] = hostZone;
      // Node applies a changed TZ at once; prove the host zone really moved before comparing.
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(hostZone);
      expect(read()).toEqual(reference);
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      expect(isoWeekday('2026-03-29')).toBe(7);
    }
  });
});
