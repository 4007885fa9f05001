/**
 * The locator's compact view of a station: made on the server from a station page's data (one per
 * station page render, see src/pages/[...url].astro), read in the browser by the list and the map.
 * Free of zod and the string tables, so the browser side costs only these few functions.
 */
import type { Station } from '../../cms/schemas';
import { normalizeHours } from '../../cms/opening-hours/normalize';
import type { Day } from '../../cms/opening-hours/types';
import { addDays } from '../../lib/calendar';
import type { CompactHours, StationSummary } from './types';

/** A day between listed days that is itself not listed (not the same as closed, which is ''). */
const NOT_LISTED = '-';
/** At most this many days are carried (the data lists about a week). */
const MAX_DAYS = 31;
const SPAN = /^(\d\d:\d\d)-(\d\d:\d\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'HH:mm[:ss]' as 'HH:mm', a part minute counted as a whole one (23:59:59 closes at 24:00). */
function toMinute(time: string): string {
  const [h = '0', m = '0', s = '00'] = time.split(':');
  const minutes = Math.min(1440, Number(h) * 60 + Number(m) + (s !== '00' ? 1 : 0));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Either shape of opening hours (spec 3) in the data file's compact form; '' when malformed or empty. */
export function compactHours(hours: Station['openingHours']): CompactHours {
  try {
    const { days, store24h } = normalizeHours(hours);
    if (store24h) return '24h';
    const first = days[0];
    if (!first) return '';
    const byDate = new Map(days.map((d) => [d.date, d]));
    const last = days[days.length - 1]?.date ?? first.date;
    const parts: string[] = [first.date];
    for (let date = first.date, n = 0; date <= last && n < MAX_DAYS; date = addDays(date, 1), n++) {
      const day = byDate.get(date);
      parts.push(day ? day.intervals.map((i) => `${toMinute(i.start)}-${toMinute(i.end)}`).join(',') : NOT_LISTED);
    }
    return parts.join('|');
  } catch {
    return '';
  }
}

/** Compact hours back as normalized days (for `openState`); anything malformed is skipped. */
export function daysOf(hours: CompactHours): Day[] {
  const [from, ...list] = hours.split('|');
  if (!from || !DATE.test(from)) return [];
  const days: Day[] = [];
  list.slice(0, MAX_DAYS).forEach((text, i) => {
    if (text === NOT_LISTED) return;
    const spans = text === '' ? [] : text.split(',');
    const intervals = spans.flatMap((span) => {
      const m = SPAN.exec(span);
      return m ? [{ start: `${m[1]}:00`, end: `${m[2]}:00` }] : [];
    });
    days.push({ date: addDays(from, i), intervals });
  });
  return days;
}

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/** The locator's summary of a station whose page (in the file's locale) is at `href`. */
export function stationSummary(station: Station, href: string): StationSummary {
  return {
    code: station.code,
    name: station.name,
    href,
    street: station.address.street,
    city: station.address.city,
    lat: round5(station.coordinates.lat),
    lng: round5(station.coordinates.lng),
    filters: [...new Set(station.filters)],
    tz: station.timeZone,
    hours: compactHours(station.openingHours),
  };
}
