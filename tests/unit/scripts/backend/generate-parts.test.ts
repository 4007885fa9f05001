import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/lib/calendar';
import { isoBefore, workweekOf } from '../../../../scripts/backend/generate/dates';
import { kitchenWeek, shapeA, shapeB, storeWeek } from '../../../../scripts/backend/generate/opening-hours';
import { Random } from '../../../../scripts/backend/generate/random';
import { SlugPool, slugify } from '../../../../scripts/backend/generate/slug';
import { drawOffer } from '../../../../scripts/backend/generate/station-profile';
import { allocateStations, type Town } from '../../../../scripts/backend/generate/towns';

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds and streams', () => {
    const a = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(42)),
    );
    const b = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(42)),
    );
    const c = Array.from(
      { length: 5 },
      (
        (r) => () =>
          r.next()
      )(new Random(43)),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(Random.stream(1, 'stations').next()).not.toBe(Random.stream(1, 'articles').next());
  });

  it('keeps int() within both bounds and reaches them', () => {
    const rng = new Random(1);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const rng = new Random(9);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const sample = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(() => rng.pick([])).toThrow();
  });
});

describe('dates', () => {
  it('finds the work week of a Monday and of a Sunday', () => {
    const week = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20'];
    expect(workweekOf('2026-03-16')).toEqual(week);
    expect(workweekOf('2026-03-22')).toEqual(week);
  });

  it('makes timestamps days before a date, across a year end', () => {
    expect(isoBefore('2026-01-01', 1, 90)).toBe('2025-12-31T01:30:00.000Z');
    expect(isoBefore('2026-03-30', 0, 0)).toBe('2026-03-30T00:00:00.000Z');
  });
});

describe('opening hours', () => {
  const today = '2026-03-18';

  it('writes a 24h week as 8 entries of 00:00:00–24:00:00 from yesterday (shape A)', () => {
    const hours = shapeA(storeWeek('h24', new Random(1)), today);
    if (hours.shape !== 'A') throw new Error('expected shape A');
    expect(hours.openingHours.map((d) => d.date)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(today, i - 1)));
    expect(
      hours.openingHours.every((d) => d.openHours.length === 1 && d.openHours[0]?.startTime === '00:00:00' && d.openHours[0]?.endTime === '24:00:00'),
    ).toBe(true);
  });

  it('flags a 24h week as store24h in shape B, and not a daytime week', () => {
    const round = shapeB(storeWeek('h24', new Random(1)), today);
    const day = shapeB(storeWeek('standard', new Random(1)), today);
    expect(round.shape === 'B' && round.store24h).toBe(true);
    expect(day.shape === 'B' && !day.store24h).toBe(true);
    if (day.shape === 'B') expect(day.storeOpeningHours[0]?.hours[0]?.opens).toMatch(/^\d{2}:\d{2}$/);
  });

  it('makes split days of two intervals and closes short stations on Sundays', () => {
    const split = storeWeek('split', new Random(3));
    expect(split.every((d) => d.length === 2 && (d[0]?.end ?? 0) < (d[1]?.start ?? 0))).toBe(true);
    const short = storeWeek('short', new Random(3));
    expect(short[6]).toEqual([]);
    expect(short[0]?.length).toBe(1);
    // the dated days take their weekday's hours: 2026-03-22 is the Sunday of the listed days
    const dated = shapeA(short, today);
    if (dated.shape !== 'A') throw new Error('expected shape A');
    expect(dated.openingHours.filter((d) => d.openHours.length === 0).map((d) => d.date)).toEqual(['2026-03-22']);
  });

  it('labels kitchen hours and leaves weekends without lunch when there is no weekend lunch', () => {
    const week = kitchenWeek({ breakfast: true, weekendLunch: false, restaurant: false });
    expect(week[0]?.map((i) => i.label)).toEqual(['breakfast', 'lunch']);
    expect(week[5]).toEqual([]);
  });
});

describe('slugs', () => {
  it('transliterates Nordic letters', () => {
    expect(slugify('Bodø Sentrum')).toBe('bodo-sentrum');
    expect(slugify('Hämeenlinna Vt 3')).toBe('hameenlinna-vt-3');
    expect(slugify('Ærøskøbing – Åre!')).toBe('aeroskobing-are');
  });

  it('hands out unique slugs', () => {
    const pool = new SlugPool();
    expect([pool.take('Kemi'), pool.take('Kemi'), pool.take('kemi')]).toEqual(['kemi', 'kemi-2', 'kemi-3']);
  });
});

describe('station offers', () => {
  it('derives filter codes from services, hours and market', () => {
    const rng = new Random(5);
    for (let i = 0; i < 400; i += 1) {
      const market = (['FI', 'SE', 'NO'] as const)[i % 3] ?? 'FI';
      const offer = drawOffer(market, 62, rng);
      expect(offer.filters.includes('open24h')).toBe(offer.open24h);
      for (const code of ['lunch', 'sauna', 'shower', 'trailerrent', 'post', 'atm', 'veikkaus'] as const) {
        expect(offer.filters.includes(code), code).toBe(offer.services.includes(code));
      }
      expect(offer.filters.includes('adblue')).toBe(offer.fuels.includes('adblue'));
      if (offer.kind === 'truck') expect(offer.services).toEqual(expect.arrayContaining(['truckfuelingpoint', 'shower']));
      if (market === 'NO') expect(offer.filters).not.toContain('cbg');
      if (market !== 'FI') expect(offer.services).not.toContain('veikkaus');
    }
  });
});

describe('station allocation', () => {
  it('splits the exact total over towns, more to bigger towns', () => {
    const towns: Town[] = [100_000, 20_000, 5_000, 1_000].map((population, id) => ({ id, name: `T${id}`, market: 'FI', lat: 60, lng: 25, population }));
    const counts = allocateStations(towns, 20);
    const values = towns.map((t) => counts.get(t) ?? 0);
    expect(values.reduce((a, b) => a + b, 0)).toBe(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeGreaterThan(values[3] ?? 0);
  });
});
