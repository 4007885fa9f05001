import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../../src/cms/schemas';
import { openingHoursSchema } from '../../../../src/cms/schemas';
import { normalizeHours, toClockSeconds } from '../../../../src/cms/opening-hours/normalize';

const shapeA: OpeningHours = {
  shape: 'A',
  openingHours: [
    {
      date: '2026-03-25',
      openHours: [
        { startTime: '12:00:00', endTime: '22:00:00' },
        { startTime: '06:00:00', endTime: '11:00:00' },
      ],
    },
    { date: '2026-03-24', openHours: [{ startTime: '06:00:00', endTime: '22:00:00' }] },
    { date: '2026-03-26', openHours: [] },
  ],
};

const shapeB: OpeningHours = {
  shape: 'B',
  store24h: false,
  storeOpeningHours: [
    { date: '2026-03-26', hours: [] },
    { date: '2026-03-24', hours: [{ opens: '06:00', closes: '22:00' }] },
    {
      date: '2026-03-25',
      hours: [
        { opens: '06:00', closes: '11:00' },
        { opens: '12:00', closes: '22:00' },
      ],
    },
  ],
};

const expected = {
  days: [
    { date: '2026-03-24', intervals: [{ start: '06:00:00', end: '22:00:00' }] },
    {
      date: '2026-03-25',
      intervals: [
        { start: '06:00:00', end: '11:00:00' },
        { start: '12:00:00', end: '22:00:00' },
      ],
    },
    { date: '2026-03-26', intervals: [] },
  ],
  store24h: false,
};

describe('normalizeHours', () => {
  it('brings shapes A and B into the same form, days and intervals sorted', () => {
    expect(normalizeHours(shapeA)).toEqual(expected);
    expect(normalizeHours(shapeB)).toEqual(expected);
  });

  it('accepts what the content schema accepts', () => {
    expect(normalizeHours(openingHoursSchema.parse(shapeB))).toEqual(expected);
  });

  it('keeps 24:00 as an end of day and carries the 24h flag', () => {
    const b: OpeningHours = { shape: 'B', store24h: true, storeOpeningHours: [{ date: '2026-03-24', hours: [{ opens: '00:00', closes: '24:00' }] }] };
    expect(normalizeHours(b)).toEqual({ days: [{ date: '2026-03-24', intervals: [{ start: '00:00:00', end: '24:00:00' }] }], store24h: true });
  });

  it('merges a date listed twice, keeping identical intervals once', () => {
    const a: OpeningHours = {
      shape: 'A',
      openingHours: [
        { date: '2026-03-24', openHours: [{ startTime: '18:00:00', endTime: '22:00:00' }] },
        {
          date: '2026-03-24',
          openHours: [
            { startTime: '06:00:00', endTime: '10:00:00' },
            { startTime: '18:00:00', endTime: '22:00:00' },
          ],
        },
      ],
    };
    expect(normalizeHours(a).days).toEqual([
      {
        date: '2026-03-24',
        intervals: [
          { start: '06:00:00', end: '10:00:00' },
          { start: '18:00:00', end: '22:00:00' },
        ],
      },
    ]);
  });

  it('throws an error naming the bad value on malformed data', () => {
    const badTime = { shape: 'B', store24h: false, storeOpeningHours: [{ date: '2026-03-24', hours: [{ opens: '6', closes: '22:00' }] }] };
    expect(() => normalizeHours(badTime as OpeningHours)).toThrow(/"6"/);
    const badDate = { shape: 'A', openingHours: [{ date: '24.3.2026', openHours: [] }] };
    expect(() => normalizeHours(badDate as OpeningHours)).toThrow(/24\.3\.2026/);
    expect(() => normalizeHours({ shape: 'C' } as unknown as OpeningHours)).toThrow(/unknown shape/);
  });
});

describe('normalizeHours, interval by interval', () => {
  it("keeps an interval's label when the data gives one, and no label for an empty one", () => {
    const b: OpeningHours = {
      shape: 'B',
      store24h: false,
      storeOpeningHours: [
        {
          date: '2026-03-24',
          hours: [
            { opens: '06:00', closes: '10:00', label: 'breakfast' },
            { opens: '11:00', closes: '14:00', label: '' },
            { opens: '15:00', closes: '18:00' },
          ],
        },
      ],
    };
    const [first, second, third] = normalizeHours(b).days[0]!.intervals;
    expect(first).toEqual({ start: '06:00:00', end: '10:00:00', label: 'breakfast' });
    expect(second).toEqual({ start: '11:00:00', end: '14:00:00' });
    expect(second).not.toHaveProperty('label');
    expect(third).not.toHaveProperty('label');
  });

  it('keeps two intervals of a date listed twice that share a start or an end but not both', () => {
    const a: OpeningHours = {
      shape: 'A',
      openingHours: [
        { date: '2026-03-24', openHours: [{ startTime: '06:00:00', endTime: '10:00:00' }] },
        { date: '2026-03-24', openHours: [{ startTime: '06:00:00', endTime: '12:00:00' }] },
        { date: '2026-03-24', openHours: [{ startTime: '08:00:00', endTime: '12:00:00' }] },
      ],
    };
    expect(normalizeHours(a).days[0]!.intervals).toEqual([
      { start: '06:00:00', end: '10:00:00' },
      { start: '06:00:00', end: '12:00:00' },
      { start: '08:00:00', end: '12:00:00' },
    ]);
  });

  it('sorts any number of days and intervals listed backwards, intervals that start together in the order listed', () => {
    const dates = ['2026-03-30', '2026-03-29', '2026-03-28', '2026-03-27', '2026-03-26', '2026-03-25', '2026-03-24'];
    const starts = ['20:00', '18:00', '16:00', '14:00', '12:00', '10:00', '08:00'];
    const b: OpeningHours = {
      shape: 'B',
      store24h: false,
      storeOpeningHours: dates.map((date) => ({
        date,
        hours: [...starts.map((opens) => ({ opens, closes: '22:00' })), { opens: '08:00', closes: '09:00' }],
      })),
    };
    const { days } = normalizeHours(b);
    expect(days.map((d) => d.date)).toEqual([...dates].reverse());
    for (const d of days) {
      expect(d.intervals.map((i) => `${i.start}-${i.end}`)).toEqual([
        '08:00:00-22:00:00',
        '08:00:00-09:00:00',
        ...[...starts]
          .reverse()
          .slice(1)
          .map((start) => `${start}:00-22:00:00`),
      ]);
    }
  });

  it('refuses a date or a time that is not text, even one that reads as it', () => {
    const arrayDate = { shape: 'A', openingHours: [{ date: ['2026-03-24'], openHours: [] }] };
    expect(() => normalizeHours(arrayDate as unknown as OpeningHours)).toThrow(RangeError);
    expect(() => toClockSeconds(['06:00'] as unknown as string)).toThrow(RangeError);
  });
});

describe('toClockSeconds', () => {
  it('pads HH:mm to HH:mm:ss and rejects impossible times', () => {
    expect(toClockSeconds('06:30')).toBe('06:30:00');
    expect(toClockSeconds('06:30:15')).toBe('06:30:15');
    expect(toClockSeconds('24:00')).toBe('24:00:00');
    for (const bad of ['24:30', '25:00', '6:00', '06:60', '']) expect(() => toClockSeconds(bad)).toThrow(RangeError);
  });
});
