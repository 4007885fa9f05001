import { isMainThread } from 'node:worker_threads';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { dayNote, openState } from '../../../../src/cms/opening-hours/open-now';
import { t } from '../../../../src/i18n/t';
import type { StringKey } from '../../../../src/i18n/strings/en-EU';
import type { Day } from '../../../../src/cms/opening-hours/types';

const HEL = 'Europe/Helsinki';
const day = (date: string, ...intervals: [string, string][]): Day => ({
  date,
  intervals: intervals.map(([start, end]) => ({ start, end })),
});
const at = (iso: string) => new Date(iso);

// Helsinki, UTC+2 until 2026-03-29 01:00Z, UTC+3 after.
const week: Day[] = [
  day('2026-03-27', ['06:00:00', '22:00:00']), // Fri
  day('2026-03-28', ['08:00:00', '24:00:00']), // Sat, runs on into Sunday
  day('2026-03-29', ['00:00:00', '02:00:00'], ['10:00:00', '18:00:00']), // Sun, DST starts 03:00 → 04:00
  day('2026-03-30'), // Mon: closed
  day('2026-03-31', ['07:00:00', '21:00:00']), // Tue
];

describe('openState', () => {
  it('is closed before opening, with the opening time today', () => {
    expect(openState(week, at('2026-03-27T03:00:00Z'), HEL)).toEqual({ open: false, opensAt: '06:00', opensDay: 'today' });
  });

  it('is open during the hours, with the closing time today', () => {
    expect(openState(week, at('2026-03-27T04:00:00Z'), HEL)).toEqual({ open: true, closesAt: '22:00', closesDay: 'today' });
    expect(openState(week, at('2026-03-27T19:59:00Z'), HEL)).toMatchObject({ open: true, closesAt: '22:00' });
  });

  it('is closed from the closing minute on, with the next opening tomorrow', () => {
    expect(openState(week, at('2026-03-27T20:00:00Z'), HEL)).toEqual({ open: false, opensAt: '08:00', opensDay: 'tomorrow' });
  });

  it('reports the real closing time when 24:00 runs on into 00:00 of the next day', () => {
    expect(openState(week, at('2026-03-28T21:00:00Z'), HEL)).toEqual({ open: true, closesAt: '02:00', closesDay: 'tomorrow' });
    // 23:59 and 00:00 local: the same stretch on both sides of midnight.
    expect(openState(week, at('2026-03-28T21:59:00Z'), HEL)).toEqual({ open: true, closesAt: '02:00', closesDay: 'tomorrow' });
    expect(openState(week, at('2026-03-28T22:00:00Z'), HEL)).toEqual({ open: true, closesAt: '02:00', closesDay: 'today' });
  });

  it('follows the spring-forward day on the wall clock', () => {
    // 00:30Z = 02:30 EET: just closed, opens 10:00.
    expect(openState(week, at('2026-03-29T00:30:00Z'), HEL)).toEqual({ open: false, opensAt: '10:00', opensDay: 'today' });
    // 07:00Z = 10:00 EEST (it would be 09:00 with the winter offset).
    expect(openState(week, at('2026-03-29T07:00:00Z'), HEL)).toEqual({ open: true, closesAt: '18:00', closesDay: 'today' });
    expect(openState(week, at('2026-03-29T06:59:00Z'), HEL)).toMatchObject({ open: false, opensAt: '10:00' });
  });

  it('skips a closed day and names a later opening by weekday and date', () => {
    expect(openState(week, at('2026-03-29T15:00:00Z'), HEL)).toEqual({
      open: false,
      opensAt: '07:00',
      opensDay: 2,
      opensDate: '2026-03-31',
    });
    expect(openState(week, at('2026-03-30T09:00:00Z'), HEL)).toEqual({ open: false, opensAt: '07:00', opensDay: 'tomorrow' });
  });

  it('knows no opening after the last listed day', () => {
    expect(openState(week, at('2026-03-31T19:00:00Z'), HEL)).toEqual({ open: false });
    expect(openState([], at('2026-03-31T19:00:00Z'), HEL)).toEqual({ open: false });
  });

  it('opens at 00:00 exactly, not at 23:59 the evening before', () => {
    const days = [day('2026-05-04'), day('2026-05-05', ['00:00:00', '06:00:00'])];
    // Helsinki is UTC+3 in May.
    expect(openState(days, at('2026-05-04T20:59:00Z'), HEL)).toEqual({ open: false, opensAt: '00:00', opensDay: 'tomorrow' });
    expect(openState(days, at('2026-05-04T21:00:00Z'), HEL)).toEqual({ open: true, closesAt: '06:00', closesDay: 'today' });
  });

  it('reads an interval that ends before it starts as running overnight', () => {
    const days = [day('2026-05-04', ['22:00', '02:00']), day('2026-05-05', ['22:00', '02:00'])];
    expect(openState(days, at('2026-05-04T20:00:00Z'), HEL)).toEqual({ open: true, closesAt: '02:00', closesDay: 'tomorrow' });
    expect(openState(days, at('2026-05-04T22:30:00Z'), HEL)).toEqual({ open: true, closesAt: '02:00', closesDay: 'today' });
    expect(openState(days, at('2026-05-04T23:00:00Z'), HEL)).toEqual({ open: false, opensAt: '22:00', opensDay: 'today' });
  });

  it('is open all day when today is 00:00–24:00, closing where the chain ends', () => {
    const days = [
      day('2026-05-04', ['00:00:00', '24:00:00']),
      day('2026-05-05', ['00:00:00', '12:00:00'], ['12:00:00', '24:00:00']),
      day('2026-05-06', ['00:00:00', '20:00:00']),
    ];
    expect(openState(days, at('2026-05-04T09:00:00Z'), HEL)).toEqual({
      open: true,
      allDay: true,
      closesAt: '20:00',
      closesDay: 3,
    });
  });

  it('gives no closing time when the listed hours end while open', () => {
    const days = [day('2026-05-04', ['00:00:00', '24:00:00']), day('2026-05-05', ['00:00:00', '24:00:00'])];
    expect(openState(days, at('2026-05-04T09:00:00Z'), HEL)).toEqual({ open: true, allDay: true });
  });

  it('closes at 24:00 when the next day does not open at midnight', () => {
    const days = [day('2026-05-04', ['08:00:00', '24:00:00']), day('2026-05-05', ['08:00:00', '24:00:00'])];
    expect(openState(days, at('2026-05-04T20:00:00Z'), HEL)).toEqual({ open: true, closesAt: '24:00', closesDay: 'today' });
  });

  it('counts the repeated hour of the fall-back day in Helsinki both times', () => {
    const days = [day('2026-10-25', ['00:00:00', '03:30:00'], ['09:00:00', '21:00:00'])];
    expect(openState(days, at('2026-10-25T00:15:00Z'), HEL)).toMatchObject({ open: true, closesAt: '03:30' }); // 03:15 EEST
    expect(openState(days, at('2026-10-25T01:15:00Z'), HEL)).toMatchObject({ open: true, closesAt: '03:30' }); // 03:15 EET
    expect(openState(days, at('2026-10-25T01:45:00Z'), HEL)).toMatchObject({ open: false, opensAt: '09:00' }); // 03:45 EET
    expect(openState(days, at('2026-10-25T06:30:00Z'), HEL)).toMatchObject({ open: false }); // 08:30 EET
    expect(openState(days, at('2026-10-25T07:00:00Z'), HEL)).toMatchObject({ open: true, closesAt: '21:00' }); // 09:00 EET
  });

  it.each(['Europe/Oslo', 'Europe/Stockholm'])('follows both DST changes in %s', (tz) => {
    const spring = [day('2026-03-29', ['03:00:00', '23:00:00'])];
    expect(openState(spring, at('2026-03-29T00:59:00Z'), tz)).toEqual({ open: false, opensAt: '03:00', opensDay: 'today' }); // 01:59 CET
    expect(openState(spring, at('2026-03-29T01:00:00Z'), tz)).toEqual({ open: true, closesAt: '23:00', closesDay: 'today' }); // 03:00 CEST
    const fall = [day('2026-10-25', ['07:00:00', '24:00:00']), day('2026-10-26', ['00:00:00', '01:00:00'])];
    expect(openState(fall, at('2026-10-25T05:59:00Z'), tz)).toMatchObject({ open: false, opensAt: '07:00' }); // 06:59 CET
    expect(openState(fall, at('2026-10-25T06:00:00Z'), tz)).toMatchObject({ open: true }); // 07:00 CET
    expect(openState(fall, at('2026-10-25T22:59:00Z'), tz)).toEqual({ open: true, closesAt: '01:00', closesDay: 'tomorrow' });
    expect(openState(fall, at('2026-10-26T00:00:00Z'), tz)).toEqual({ open: false }); // 01:00 CET, nothing later listed
  });

  it('skips malformed entries instead of throwing', () => {
    const days = [
      { date: 'someday', intervals: [{ start: '06:00:00', end: '22:00:00' }] },
      day('2026-05-04', ['six', '22:00:00'], ['25:00', '26:00'], ['10:00:00', '16:00:00']),
    ];
    expect(openState(days, at('2026-05-04T05:00:00Z'), HEL)).toEqual({ open: false, opensAt: '10:00', opensDay: 'today' });
  });

  // A process's zone follows TZ only when its main thread sets it: under a pool of worker threads
  // (the mutation run's, scripts/mutate/) the zone cannot be changed, so there the check is not made.
  it.runIf(isMainThread)('gives the same answer whatever zone the host runs in', () => {
    const instants = ['2026-03-28T21:59:00Z', '2026-03-28T22:00:00Z', '2026-03-29T00:30:00Z', '2026-03-29T07:00:00Z'];
    const read = () => instants.map((i) => openState(week, at(i), HEL));
    const reference = read();
    const original = process.env['TZ'];
    try {
      process.env['TZ'] = 'Pacific/Auckland';
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Auckland');
      expect(read()).toEqual(reference);
    } finally {
      if (original === undefined) delete process.env['TZ'];
      else process.env['TZ'] = original;
    }
  });

  // Under mutation testing (scripts/mutate/) the module is Stryker's instrumented copy, every mutant
  // in it: its size says nothing about the page's script, so there the check is not made.
  it.skipIf(process.env['STRYKER_MUTATOR_WORKER'] !== undefined)('bundles for the browser without zod, string tables or other modules', async () => {
    const result = await build({
      entryPoints: [new URL('../../../../src/cms/opening-hours/open-now.ts', import.meta.url).pathname],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs)
      .map((p) => p.replace(/^.*src\//, 'src/'))
      .sort();
    expect(inputs).toEqual(['src/cms/opening-hours/open-now.ts', 'src/lib/calendar.ts', 'src/lib/zoned-time.ts']);
    expect(result.outputFiles[0]?.text.length).toBeLessThan(4000);
  });
});

describe('openState on malformed times', () => {
  // 2026-03-27 08:00 in Helsinki
  const eight = at('2026-03-27T06:00:00Z');

  it('skips a time that is not HH:mm[:ss] within a day, and a date that is not yyyy-MM-dd', () => {
    for (const bad of ['6', 'x06:00', '06:00:00x', '106:00', '06:60', '24:30', '25:00']) {
      expect(openState([day('2026-03-27', [bad, '22:00:00'])], eight, HEL), bad).toEqual({ open: false });
      expect(openState([day('2026-03-27', ['06:00:00', bad])], eight, HEL), bad).toEqual({ open: false });
    }
    expect(openState([day('soon', ['06:00:00', '22:00:00']), day('2026-03-27')], eight, HEL)).toEqual({ open: false });
  });

  it('rounds a closing time with seconds up to the next minute', () => {
    expect(openState([day('2026-03-27', ['06:00:00', '21:59:30'])], eight, HEL)).toEqual({ open: true, closesAt: '22:00', closesDay: 'today' });
    expect(openState([day('2026-03-27', ['06:00:00', '21:59:00'])], eight, HEL)).toEqual({ open: true, closesAt: '21:59', closesDay: 'today' });
  });

  it('reads an interval that ends as it starts as no opening, not as one round the clock', () => {
    expect(openState([day('2026-03-27', ['07:00:00', '07:00:00'])], eight, HEL)).toEqual({ open: false });
  });

  it('opens next on the earliest later day, whatever order the days are listed in', () => {
    const listed = [day('2026-03-30', ['09:00:00', '17:00:00']), day('2026-03-28', ['10:00:00', '16:00:00']), day('2026-03-27')];
    expect(openState(listed, eight, HEL)).toEqual({ open: false, opensAt: '10:00', opensDay: 'tomorrow' });
  });

  it('merges overlapping intervals listed in any order', () => {
    const unsorted = day('2026-03-27', ['10:00:00', '14:00:00'], ['06:00:00', '11:00:00']);
    expect(openState([unsorted], eight, HEL)).toEqual({ open: true, closesAt: '14:00', closesDay: 'today' });
  });

  it('skips an interval whose time is not text, even one that reads as a time', () => {
    const odd: Day = { date: '2026-03-27', intervals: [{ start: ['06:00'] as unknown as string, end: '22:00:00' }] };
    expect(openState([odd], at('2026-03-27T08:00:00Z'), HEL)).toEqual({ open: false });
  });
});

describe('the day after a time that is not today', () => {
  const names = (locale: 'sv-SE' | 'en-EU') => ({
    tomorrow: t(locale, 'station.tomorrowInText'),
    days: [1, 2, 3, 4, 5, 6, 7].map((n) => t(locale, `day.inText.${n}` as StringKey)),
  });

  it('names tomorrow and a later weekday as a sentence does, in lower case in Swedish, and nothing for today', () => {
    expect(dayNote('tomorrow', names('sv-SE'))).toBe(' (i morgon)');
    expect(dayNote(3, names('sv-SE'))).toBe(' (ons)');
    expect(dayNote(3, names('en-EU'))).toBe(' (Wed)');
    expect(dayNote('today', names('sv-SE'))).toBe('');
    expect(dayNote(undefined, names('sv-SE'))).toBe('');
    // a weekday the names lack reads as nothing, not as an empty note
    expect(dayNote(3, { tomorrow: 'tomorrow', days: [] })).toBe('');
  });
});
