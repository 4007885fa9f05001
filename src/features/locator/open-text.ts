/** The open-now line of a station in the list and the card ('Open now · Closes at 22:00'). */
import { clockTime } from '../../lib/clock';
import { dayNote, type DayNamesInText, type OpenState } from '../../cms/opening-hours/open-now';
import type { DayLabel } from '../../cms/opening-hours/types';
import type { LocatorLabelKey } from './labels';

type Translate = (key: LocatorLabelKey, params?: Record<string, string | number>) => string;

/** ' (tomorrow)' or ' (Wed)' after a time that is not today's; '' for today. */
function onDay(day: DayLabel | undefined, l: Translate): string {
  const names: DayNamesInText = { tomorrow: l('station.tomorrowInText'), days: [1, 2, 3, 4, 5, 6, 7].map((n) => l(`day.inText.${n}` as LocatorLabelKey)) };
  return dayNote(day, names);
}

/** `locale` writes the times as the locale does ('Sulkeutuu klo 22.00', src/lib/clock.ts). */
export function openText(state: OpenState, l: Translate, locale: string): string {
  if (state.open && state.allDay && !state.closesAt) return l('station.open24h');
  if (state.open) {
    return state.closesAt
      ? `${l('station.openNow')} · ${l('station.closesAt', { time: clockTime(state.closesAt, locale) })}${onDay(state.closesDay, l)}`
      : l('station.openNow');
  }
  return state.opensAt
    ? `${l('station.closedNow')} · ${l('station.opensAt', { time: clockTime(state.opensAt, locale) })}${onDay(state.opensDay, l)}`
    : l('station.closedNow');
}
