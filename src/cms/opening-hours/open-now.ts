/**
 * "Open now / closes at" for the station page's browser script: tiny and dependency-free on
 * purpose (only the zone helper and plain types), so it adds almost nothing to the page's JS.
 * Everything is computed on the station's wall clock, so the visitor's own zone and DST
 * changes (a 23 h or 25 h day) never shift an opening time.
 */
import { addDays, isoWeekday } from '../../lib/calendar';
import { zonedParts } from '../../lib/zoned-time';
import type { Day, DayLabel } from './types';

/** Whether a station is open at a moment, and when that changes. Times are 'HH:mm' local to the station. */
export interface OpenState {
  open: boolean;
  /** when open: the real closing time, following a 24:00 close into the next day's 00:00 opening;
   *  absent when the listed hours end before the station closes */
  closesAt?: string;
  closesDay?: DayLabel;
  /** when closed: the next opening, today or on a later listed day; absent when none is listed */
  opensAt?: string;
  opensDay?: DayLabel;
  /** 'yyyy-MM-dd' of opensAt, for a day further away than tomorrow */
  opensDate?: string;
  /** open and today's hours cover the whole day */
  allDay?: boolean;
}

/**
 * How a day is named inside a sentence ('Opens at 07:00 (Wed)'): `station.tomorrowInText` and
 * `day.inText.N` (ISO weekdays 1..7 at index 0..6), lower case where the language writes weekdays so.
 */
export interface DayNamesInText {
  tomorrow: string;
  days: readonly string[];
}

/** ' (tomorrow)' or ' (Wed)' after a time that is not today's; '' for today. */
export function dayNote(day: DayLabel | undefined, names: DayNamesInText): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: the lookup below names no day for these either; the line says so
  if (day === undefined || day === 'today') return '';
  const name = day === 'tomorrow' ? names.tomorrow : names.days[day - 1];
  return name ? ` (${name})` : '';
}

const DAY = 1440;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** [start, end) in minutes from local midnight; end may be 1440. */
type Span = [number, number];

/** 'HH:mm[:ss]' as minutes; seconds round up, so '23:59:59' ends the day. null when malformed. */
function minutesOf(time: unknown): number | null {
  const m = typeof time === 'string' ? /^(\d\d):(\d\d)(?::(\d\d))?$/.exec(time) : null;
  if (!m) return null;
  const total = Number(m[1]) * 60 + Number(m[2]) + (m[3] && m[3] !== '00' ? 1 : 0);
  return Number(m[2]) < 60 && total <= DAY ? total : null;
}

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Per listed date, its opening spans sorted and merged; an interval ending before it starts runs overnight. */
function spansByDate(days: readonly Day[]): Map<string, Span[]> {
  const spans = new Map<string, Span[]>();
  const add = (date: string, start: number, end: number): void => {
    const list = spans.get(date) ?? [];
    if (end > start) list.push([start, end]);
    spans.set(date, list);
  };
  for (const day of days) {
    if (!DATE.test(day.date)) continue; // malformed entries are skipped, never thrown on
    add(day.date, 0, 0); // listed, even if closed
    for (const { start, end } of day.intervals) {
      const s = minutesOf(start);
      const e = minutesOf(end);
      if (s === null || e === null) continue;
      if (e >= s) add(day.date, s, e);
      else {
        add(day.date, s, DAY);
        add(addDays(day.date, 1), 0, e);
      }
    }
  }
  for (const [date, list] of spans) {
    const merged: Span[] = [];
    for (const span of list.sort((a, b) => a[0] - b[0])) {
      const last = merged[merged.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([span[0], span[1]]);
    }
    spans.set(date, merged);
  }
  return spans;
}

/** Open or closed at `now` in the station's `timeZone`, over normalized days, with the next change. */
export function openState(days: readonly Day[], now: Date, timeZone: string): OpenState {
  const { date: today, minutes } = zonedParts(now, timeZone);
  const tomorrow = addDays(today, 1);
  const dayLabel = (date: string): DayLabel => (date === today ? 'today' : date === tomorrow ? 'tomorrow' : isoWeekday(date));
  const spans = spansByDate(days);

  const current = spans.get(today)?.find(([s, e]) => s <= minutes && minutes < e);
  if (current) {
    const state: OpenState = { open: true };
    if (current[0] === 0 && current[1] === DAY) state.allDay = true;
    let date = today;
    let end = current[1];
    // Closing at 24:00 while the next day opens at 00:00 is no closing at all: follow the chain.
    while (end === DAY) {
      const next = spans.get(addDays(date, 1));
      if (!next) return state; // the listed hours run out while open: the closing time is unknown
      const first = next[0];
      if (!first || first[0] !== 0) break;
      date = addDays(date, 1);
      end = first[1];
    }
    state.closesAt = hhmm(end);
    state.closesDay = dayLabel(date);
    return state;
  }

  // Stryker disable next-line EqualityOperator: a span starting at `minutes` is the current one, found above
  const laterToday = spans.get(today)?.find(([s]) => s > minutes);
  if (laterToday) return { open: false, opensAt: hhmm(laterToday[0]), opensDay: 'today' };
  // 'yyyy-MM-dd' sorts as text.
  for (const date of [...spans.keys()].filter((d) => d > today).sort()) {
    // Stryker disable next-line OptionalChaining: `date` is one of the map's own keys
    const first = spans.get(date)?.[0];
    if (!first) continue;
    const state: OpenState = { open: false, opensAt: hhmm(first[0]), opensDay: dayLabel(date) };
    if (date !== tomorrow) state.opensDate = date;
    return state;
  }
  return { open: false };
}
