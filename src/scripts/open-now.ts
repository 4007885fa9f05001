/**
 * The station page's hours as of the moment it is viewed, not when it was rendered (the static
 * HTML can be days old): "open now / closes at", today's line, and the week tables' labels and
 * past days, all computed in the station's own time zone from the data embedded in the page, by
 * the same rules the server used (spec 9).
 */
import { clockTime } from '../lib/clock';
import { dayNote, openState, type DayNamesInText, type OpenState } from '../cms/opening-hours/open-now';
import { dayRows, todayLine, type ClockText } from '../cms/opening-hours/view';
import type { Day, DayLabel } from '../cms/opening-hours/types';

/** What the page embeds (#station-hours-data; see StationPage.astro). */
export interface StationHoursData {
  tz: string;
  /** spec 9's 24h rule, already applied on the server */
  store24h: boolean;
  days: Day[];
  kitchen: Day[] | null;
  labels: {
    today: string;
    tomorrow: string;
    /** ISO weekdays 1..7 at index 0..6 */
    days: string[];
    /** the same days and tomorrow inside a sentence ('Opens at 07:00 (Wed)') */
    inText: DayNamesInText;
    open24h: string;
    closed: string;
    /** interval labels of the kitchen hours (breakfast, lunch, kitchen) */
    intervals: Record<string, string>;
    /** how times read in the page's locale */
    clock: ClockText;
  };
}

/** ' (tomorrow)' or ' (Wed)' after a time that is not today's. */
function onDay(day: DayLabel | undefined, labels: StationHoursData['labels']): string {
  return dayNote(day, labels.inText);
}

// The two labels hold one `{time}` each and no plural choice: filled in place, since importing the
// site's filler (src/i18n/fill.ts) would add its chunk to the station page's first load.
function statusText(state: OpenState, d: DOMStringMap, labels: StationHoursData['labels']): string {
  if (state.open && state.allDay && !state.closesAt) return d['labelOpen24h'] ?? '';
  if (state.open) {
    return `${d['labelOpen']}${state.closesAt ? ` · ${(d['labelCloses'] ?? '').replace('{time}', clockTime(state.closesAt, labels.clock.locale))}${onDay(state.closesDay, labels)}` : ''}`;
  }
  return `${d['labelClosed']}${state.opensAt ? ` · ${(d['labelOpens'] ?? '').replace('{time}', clockTime(state.opensAt, labels.clock.locale))}${onDay(state.opensDay, labels)}` : ''}`;
}

function refreshTable(table: Element | null, days: Day[], data: StationHoursData, now: Date, labelOf?: (l: string) => string): void {
  if (!table) return;
  const { labels } = data;
  const rows = new Map(dayRows(days, now, data.tz, labels.clock, labelOf).map((r) => [r.date, r]));
  for (const tr of table.querySelectorAll<HTMLTableRowElement>('tr[data-date]')) {
    const row = rows.get(tr.dataset['date'] ?? '');
    if (!row) continue;
    tr.hidden = row.past;
    tr.classList.toggle('hours--today', row.label === 'today');
    const th = tr.querySelector('th');
    if (th) th.textContent = row.label === 'today' ? labels.today : row.label === 'tomorrow' ? labels.tomorrow : (labels.days[row.label - 1] ?? th.textContent);
  }
}

export function showOpenNow(now: Date = new Date()): void {
  const source = document.getElementById('station-hours-data');
  if (!source?.textContent) return;
  let data: StationHoursData;
  try {
    data = JSON.parse(source.textContent) as StationHoursData;
  } catch {
    return; // malformed data: the server's rendering stays as it is
  }
  const today = document.querySelector('[data-today-hours]');
  if (today)
    today.textContent = todayLine(data.days, data.store24h, now, data.tz, {
      open24h: data.labels.open24h,
      closed: data.labels.closed,
      clock: data.labels.clock,
    });
  refreshTable(document.querySelector('[data-hours-table="store"]'), data.days, data, now);
  if (data.kitchen) refreshTable(document.querySelector('[data-hours-table="kitchen"]'), data.kitchen, data, now, (l) => data.labels.intervals[l] ?? '');

  const target = document.querySelector<HTMLElement>('[data-open-now]');
  if (!target) return;
  try {
    const state: OpenState = data.store24h ? { open: true, allDay: true } : openState(data.days, now, data.tz);
    target.textContent = statusText(state, target.dataset, data.labels);
  } catch {
    // leave the status line empty; today's hours are still in the page
  }
}
