import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../../src/cms/schemas';
import { isOpen24h, todayHours, weekRows } from '../../../../src/cms/opening-hours/today';
import { addDays } from '../../../../src/lib/calendar';
import { t } from '../../../../src/i18n/t';

const HEL = 'Europe/Helsinki';
const clock = { locale: 'en-EU', range: t('en-EU', 'station.hoursRange') };
const labels = { open24h: 'Open 24h', clock };

/** Shape A over consecutive dates from `from`, one list of [start, end] pairs per day. */
function shapeA(from: string, days: [string, string][][]): OpeningHours {
  return {
    shape: 'A',
    openingHours: days.map((intervals, i) => ({
      date: addDays(from, i),
      openHours: intervals.map(([startTime, endTime]) => ({ startTime, endTime })),
    })),
  };
}

const FULL: [string, string][] = [['00:00:00', '24:00:00']];
const fullDays = (n: number) =>
  shapeA(
    '2026-03-24',
    Array.from({ length: n }, () => FULL),
  );

describe('isOpen24h (spec 9)', () => {
  it('needs exactly 8 entries running 00:00:00 to 24:00:00 in shape A', () => {
    expect(isOpen24h(fullDays(8))).toBe(true);
    expect(isOpen24h(fullDays(7))).toBe(false);
    expect(isOpen24h(fullDays(9))).toBe(false);
  });

  it('counts 00:00–24:00 written as HH:mm too, and no entry that starts later or holds two intervals', () => {
    const days = (hours: [string, string][]) =>
      shapeA(
        '2026-03-24',
        Array.from({ length: 8 }, () => hours),
      );
    expect(isOpen24h(days([['00:00', '24:00']]))).toBe(true);
    expect(isOpen24h(days([['00:00:00', '24:00']]))).toBe(true);
    expect(isOpen24h(days([['00:00', '24:00:00']]))).toBe(true);
    expect(isOpen24h(days([['06:00:00', '24:00:00']]))).toBe(false);
    expect(isOpen24h(days([['00:00:00', '22:00']]))).toBe(false);
    expect(isOpen24h(days([['0:00', '24:00']]))).toBe(false);
    expect(
      isOpen24h(
        days([
          ['00:00:00', '24:00:00'],
          ['00:00:00', '24:00:00'],
        ]),
      ),
    ).toBe(false);
  });

  it('does not count an entry that ends 23:59 or is split', () => {
    const oneShort = shapeA('2026-03-24', [...Array.from({ length: 7 }, () => FULL), [['00:00:00', '23:59:00']]]);
    expect(isOpen24h(oneShort)).toBe(false);
    const split = shapeA('2026-03-24', [
      ...Array.from({ length: 7 }, () => FULL),
      [
        ['00:00:00', '12:00:00'],
        ['12:00:00', '24:00:00'],
      ],
    ]);
    expect(isOpen24h(split)).toBe(false);
  });

  it('reads "exactly 8" as a count: a ninth, shorter entry beside 8 full ones does not spoil it', () => {
    const withHoliday = shapeA('2026-03-24', [...Array.from({ length: 8 }, () => FULL), [['10:00:00', '16:00:00']]]);
    expect(isOpen24h(withHoliday)).toBe(true);
  });

  it('uses the store24h flag in shape B', () => {
    expect(isOpen24h({ shape: 'B', store24h: true, storeOpeningHours: [] })).toBe(true);
    expect(isOpen24h({ shape: 'B', store24h: false, storeOpeningHours: [] })).toBe(false);
  });
});

describe('todayHours (spec 9)', () => {
  const week = shapeA('2026-03-24', [
    [['06:00:00', '22:00:00']],
    [
      ['06:00:00', '11:00:00'],
      ['12:00:00', '22:00:00'],
    ],
    [],
    [['07:00:00', '21:30:00']],
  ]);
  const noon = (date: string) => new Date(`${date}T10:00:00Z`);

  it("shows today's interval without seconds", () => {
    expect(todayHours(week, noon('2026-03-24'), HEL, labels)).toBe('06:00–22:00');
    expect(todayHours(week, noon('2026-03-27'), HEL, labels)).toBe('07:00–21:30');
  });

  it('joins split hours with ", "', () => {
    expect(todayHours(week, noon('2026-03-25'), HEL, labels)).toBe('06:00–11:00, 12:00–22:00');
  });

  it('reads shape B the same way', () => {
    const b: OpeningHours = {
      shape: 'B',
      store24h: false,
      storeOpeningHours: [
        {
          date: '2026-03-24',
          hours: [
            { opens: '07:00', closes: '21:00' },
            { opens: '05:00', closes: '06:00' },
          ],
        },
      ],
    };
    expect(todayHours(b, noon('2026-03-24'), HEL, labels)).toBe('05:00–06:00, 07:00–21:00');
  });

  it("uses the station's date around midnight, not UTC's", () => {
    // 21:59Z is 23:59 on the 24th in Helsinki; 22:00Z is already the 25th there.
    expect(todayHours(week, new Date('2026-03-24T21:59:00Z'), HEL, labels)).toBe('06:00–22:00');
    expect(todayHours(week, new Date('2026-03-24T22:00:00Z'), HEL, labels)).toBe('06:00–11:00, 12:00–22:00');
  });

  it('finds today on the DST days of all three zones', () => {
    const dst = shapeA('2026-03-28', [[['08:00:00', '20:00:00']], [['09:00:00', '18:00:00']]]);
    // 22:30Z on the 28th: 00:30 on the 29th in Helsinki (UTC+2), 23:30 on the 28th in Oslo/Stockholm (UTC+1).
    const lateOn28 = new Date('2026-03-28T22:30:00Z');
    expect(todayHours(dst, lateOn28, HEL, labels)).toBe('09:00–18:00');
    expect(todayHours(dst, lateOn28, 'Europe/Oslo', labels)).toBe('08:00–20:00');
    expect(todayHours(dst, lateOn28, 'Europe/Stockholm', labels)).toBe('08:00–20:00');
    const fall = shapeA('2026-10-24', [[['08:00:00', '20:00:00']], [['10:00:00', '16:00:00']]]);
    // 21:30Z on the 24th is 00:30 on the 25th in Helsinki (still UTC+3) and 23:30 on the 24th in Stockholm.
    expect(todayHours(fall, new Date('2026-10-24T21:30:00Z'), HEL, labels)).toBe('10:00–16:00');
    expect(todayHours(fall, new Date('2026-10-24T21:30:00Z'), 'Europe/Stockholm', labels)).toBe('08:00–20:00');
    expect(todayHours(fall, new Date('2026-10-25T22:30:00Z'), 'Europe/Stockholm', labels)).toBe('10:00–16:00');
  });

  it('shows the 24h label for a 24h station, even on a day that is not listed', () => {
    expect(todayHours(fullDays(8), noon('2026-03-24'), HEL, labels)).toBe('Open 24h');
    expect(todayHours(fullDays(8), noon('2027-01-01'), HEL, { open24h: 'Avoinna 24 h', clock })).toBe('Avoinna 24 h');
    expect(todayHours({ shape: 'B', store24h: true, storeOpeningHours: [] }, noon('2026-03-24'), HEL, labels)).toBe('Open 24h');
  });

  it('shows hours, not the 24h label, for 7 or 9 full days', () => {
    expect(todayHours(fullDays(7), noon('2026-03-24'), HEL, labels)).toBe('00:00–24:00');
    expect(todayHours(fullDays(9), noon('2026-03-24'), HEL, labels)).toBe('00:00–24:00');
  });

  it("shows '-' when today is not listed", () => {
    expect(todayHours(week, noon('2026-03-23'), HEL, labels)).toBe('-');
    expect(todayHours(week, noon('2026-03-28'), HEL, labels)).toBe('-');
  });

  it('shows a listed day without hours as closed, or as - without a closed label', () => {
    expect(todayHours(week, noon('2026-03-26'), HEL, labels)).toBe('-');
    expect(todayHours(week, noon('2026-03-26'), HEL, { ...labels, closed: 'Closed' })).toBe('Closed');
  });

  it("shows '-' on malformed data instead of throwing", () => {
    const cases: unknown[] = [
      null,
      {},
      { shape: 'A' },
      { shape: 'A', openingHours: [{ date: '2026-03-24', openHours: [{ startTime: 'six', endTime: '22:00:00' }] }] },
      { shape: 'A', openingHours: [{ date: '2026-03-24' }] },
      { shape: 'B', store24h: false, storeOpeningHours: 'soon' },
      { shape: 'Z', openingHours: [] },
    ];
    for (const bad of cases) expect(todayHours(bad as OpeningHours, noon('2026-03-24'), HEL, labels)).toBe('-');
    expect(todayHours(week, new Date('not a date'), HEL, labels)).toBe('-');
    expect(todayHours(week, noon('2026-03-24'), 'Nowhere/Special', labels)).toBe('-');
  });
});

describe('weekRows (spec 9)', () => {
  const week = shapeA('2026-03-23', [
    [['06:00:00', '22:00:00']], // Mon 23
    [['06:00:00', '22:00:00']], // Tue 24
    [['06:00:00', '22:00:00']], // Wed 25
    [
      ['06:00:00', '11:00:00'],
      ['12:00:00', '22:00:00'],
    ], // Thu 26
    [], // Fri 27: closed
    [['08:00:00', '20:00:00']], // Sat 28
    [['09:00:00', '18:00:00']], // Sun 29 (DST starts)
    [['06:00:00', '22:00:00']], // Mon 30
  ]);

  it('hides past days and labels today, tomorrow and then weekday numbers', () => {
    const rows = weekRows(week, new Date('2026-03-25T10:00:00Z'), HEL, clock);
    expect(rows.map((r) => [r.date, r.label, r.text])).toEqual([
      ['2026-03-25', 'today', '06:00–22:00'],
      ['2026-03-26', 'tomorrow', '06:00–11:00, 12:00–22:00'],
      ['2026-03-27', 5, null],
      ['2026-03-28', 6, '08:00–20:00'],
      ['2026-03-29', 7, '09:00–18:00'],
      ['2026-03-30', 1, '06:00–22:00'],
    ]);
    expect(rows[1]?.intervals).toEqual([
      { start: '06:00:00', end: '11:00:00' },
      { start: '12:00:00', end: '22:00:00' },
    ]);
    expect(rows[2]?.intervals).toEqual([]);
  });

  it("counts today in the station's zone: 01:30 in Helsinki is still the 24th in UTC", () => {
    const rows = weekRows(week, new Date('2026-03-24T23:30:00Z'), HEL, clock);
    expect(rows[0]).toMatchObject({ date: '2026-03-25', label: 'today' });
    expect(rows).toHaveLength(6);
  });

  it('labels across the DST change by calendar day', () => {
    const rows = weekRows(week, new Date('2026-03-28T22:30:00Z'), HEL, clock); // 00:30 on the 29th
    expect(rows.map((r) => r.label)).toEqual(['today', 'tomorrow']);
  });

  it('gives no rows when every listed day has passed or the data is malformed', () => {
    expect(weekRows(week, new Date('2026-04-05T10:00:00Z'), HEL, clock)).toEqual([]);
    expect(weekRows({ shape: 'A', openingHours: 3 } as unknown as OpeningHours, new Date('2026-03-25T10:00:00Z'), HEL, clock)).toEqual([]);
  });
});
