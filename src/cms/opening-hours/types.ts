/**
 * The one form both opening-hours shapes (spec 3, shapes A and B) are normalized into.
 * Plain types with no imports, so the browser's "open now" script can use them for free.
 */

/** One opening interval; times are 'HH:mm:ss', end may be '24:00:00' (open until midnight). */
export interface Interval {
  start: string;
  end: string;
  /** what the hours are for, when the data says (kitchen hours: breakfast, lunch, kitchen) */
  label?: string;
}

/** One dated day; no intervals means closed that day. */
export interface Day {
  /** 'yyyy-MM-dd' in the station's time zone */
  date: string;
  intervals: Interval[];
}

/** A station's hours in normalized form: days sorted by date, each date once. */
export interface NormalizedHours {
  days: Day[];
  /** open around the clock (shape B's store24h flag, or shape A's eight-full-days rule) */
  store24h: boolean;
}

/** How a day is named relative to today: 'today', 'tomorrow', or its ISO weekday 1..7. */
export type DayLabel = 'today' | 'tomorrow' | number;
