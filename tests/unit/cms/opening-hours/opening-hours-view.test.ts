import { describe, expect, it } from 'vitest';
import { dayRows, formatIntervals, todayLine } from '../../../../src/cms/opening-hours/view';
import { allDayRows, weekRows } from '../../../../src/cms/opening-hours/today';
import type { Day } from '../../../../src/cms/opening-hours/types';
import { t } from '../../../../src/i18n/t';

const HEL = 'Europe/Helsinki';
const OSL = 'Europe/Oslo';
const clock = { locale: 'en-EU', range: t('en-EU', 'station.hoursRange') };
const labels = { open24h: 'Open 24h', closed: 'Closed', clock };
const days: Day[] = [
  { date: '2026-10-24', intervals: [{ start: '07:00:00', end: '21:00:00' }] }, // Sat
  { date: '2026-10-25', intervals: [{ start: '09:00:00', end: '18:00:00' }] }, // Sun: DST ends in Europe
  { date: '2026-10-26', intervals: [] }, // Mon: closed
  {
    date: '2026-10-27',
    intervals: [
      { start: '06:00:00', end: '11:00:00' },
      { start: '12:00:00', end: '24:00:00' },
    ],
  },
];

describe('todayLine (spec 9), as the server and the browser script use it', () => {
  it('gives today’s hours without seconds, joined by commas', () => {
    expect(todayLine(days, false, new Date('2026-10-27T08:00:00Z'), HEL, labels)).toBe('06:00–11:00, 12:00–24:00');
  });

  it('counts midnight in the station zone: 23:59 and 00:00 local fall on different days', () => {
    // 2026-10-24 23:59 in Helsinki is 20:59Z; a minute later it is Sunday there
    expect(todayLine(days, false, new Date('2026-10-24T20:59:00Z'), HEL, labels)).toBe('07:00–21:00');
    expect(todayLine(days, false, new Date('2026-10-24T21:00:00Z'), HEL, labels)).toBe('09:00–18:00');
    // the same instant is still Saturday in Oslo (one hour behind)
    expect(todayLine(days, false, new Date('2026-10-24T21:00:00Z'), OSL, labels)).toBe('07:00–21:00');
  });

  it('finds the fall-back day (25 hours long) from its first to its last hour', () => {
    // 2026-10-25 00:30 EEST = 21:30Z on the 24th; 23:30 EET = 21:30Z on the 25th
    expect(todayLine(days, false, new Date('2026-10-24T21:30:00Z'), HEL, labels)).toBe('09:00–18:00');
    expect(todayLine(days, false, new Date('2026-10-25T21:30:00Z'), HEL, labels)).toBe('09:00–18:00');
    expect(todayLine(days, false, new Date('2026-10-25T22:30:00Z'), HEL, labels)).toBe('Closed');
  });

  it("shows the 24h label for a 24h station, '-' when today is missing or the clock is bad", () => {
    expect(todayLine([], true, new Date('2030-01-01T00:00:00Z'), HEL, labels)).toBe('Open 24h');
    expect(todayLine(days, false, new Date('2026-11-30T10:00:00Z'), HEL, labels)).toBe('-');
    expect(todayLine(days, false, new Date('invalid'), HEL, labels)).toBe('-');
    expect(todayLine(days, false, new Date('2026-10-26T10:00:00Z'), HEL, { open24h: 'Open 24h', clock })).toBe('-');
  });
});

describe('dayRows (spec 9)', () => {
  it('flags past days and labels today, tomorrow, then ISO weekdays', () => {
    const rows = dayRows(days, new Date('2026-10-25T10:00:00Z'), HEL, clock);
    expect(rows.map((r) => [r.date, r.label, r.text, r.past])).toEqual([
      ['2026-10-24', 6, '07:00–21:00', true],
      ['2026-10-25', 'today', '09:00–18:00', false],
      ['2026-10-26', 'tomorrow', null, false],
      ['2026-10-27', 2, '06:00–11:00, 12:00–24:00', false],
    ]);
  });

  it('puts interval labels in front of their times when asked (kitchen hours)', () => {
    const kitchen: Day[] = [
      {
        date: '2026-10-26',
        intervals: [
          { start: '06:00:00', end: '10:00:00', label: 'breakfast' },
          { start: '10:30:00', end: '14:00:00', label: 'lunch' },
        ],
      },
    ];
    const label = (l: string) => ({ breakfast: 'Breakfast', lunch: 'Lunch' })[l] ?? '';
    expect(dayRows(kitchen, new Date('2026-10-26T10:00:00Z'), HEL, clock, label)[0]?.text).toBe('Breakfast 06:00–10:00, Lunch 10:30–14:00');
    expect(formatIntervals(kitchen[0]!.intervals, clock)).toBe('06:00–10:00, 10:30–14:00');
  });

  it('writes the times as each locale does: klo 7.00–21.30, 07.00–21.30, 07:00–21:30', () => {
    const day: Day[] = [{ date: '2026-10-26', intervals: [{ start: '07:00:00', end: '21:30:00' }] }];
    const now = new Date('2026-10-26T10:00:00Z');
    const line = (locale: 'fi-FI' | 'sv-SE' | 'no-NO' | 'en-EU') =>
      todayLine(day, false, now, HEL, { open24h: '', clock: { locale, range: t(locale, 'station.hoursRange') } });
    expect(line('fi-FI')).toBe('klo 7.00–21.30');
    expect(line('sv-SE')).toBe('07.00–21.30');
    expect(line('no-NO')).toBe('07.00–21.30');
    expect(line('en-EU')).toBe('07:00–21:30');
    const kitchen: Day[] = [{ date: '2026-10-26', intervals: [{ start: '10:30:00', end: '24:00:00', label: 'lunch' }] }];
    const fi = { locale: 'fi-FI', range: t('fi-FI', 'station.hoursRange') };
    expect(dayRows(kitchen, now, HEL, fi, () => t('fi-FI', 'station.lunch'))[0]?.text).toBe('Lounas klo 10.30–24.00');
  });

  it('keeps every day for the page (past ones hidden) while the week table drops them', () => {
    const hours = {
      shape: 'B' as const,
      store24h: false,
      storeOpeningHours: days.map((d) => ({ date: d.date, hours: d.intervals.map((i) => ({ opens: i.start.slice(0, 5), closes: i.end.slice(0, 5) })) })),
    };
    const now = new Date('2026-10-26T10:00:00Z');
    expect(allDayRows(hours, now, HEL, clock).map((r) => r.past)).toEqual([true, true, false, false]);
    expect(weekRows(hours, now, HEL, clock).map((r) => r.date)).toEqual(['2026-10-26', '2026-10-27']);
  });
});

describe('todayLine for a 24h station', () => {
  it('shows the 24h label whatever the listed hours, even when today is not listed', () => {
    const listed: Day[] = [{ date: '2026-03-24', intervals: [{ start: '06:00:00', end: '22:00:00' }] }];
    expect(todayLine(listed, true, new Date('2026-03-24T10:00:00Z'), HEL, labels)).toBe('Open 24h');
    expect(todayLine([], true, new Date('2026-03-24T10:00:00Z'), HEL, labels)).toBe('Open 24h');
  });
});

describe('the rows on bad data', () => {
  it('are none when the zone is not one', () => {
    expect(dayRows(days, new Date('2026-10-24T12:00:00Z'), 'Not/A_Zone', clock)).toEqual([]);
  });
});
