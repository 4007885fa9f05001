/** Spec 9's "open 24 hours" rule for both opening-hours shapes. */
import type { OpeningHours } from '../schemas';

/** The number of full days a shape A list must hold, exactly, to count as open around the clock. */
export const FULL_DAYS_FOR_24H = 8;

const isDayStart = (time: string): boolean => time === '00:00:00' || time === '00:00';
const isDayEnd = (time: string): boolean => time === '24:00:00' || time === '24:00';

/**
 * Whether a station counts as open 24 hours (spec 9).
 * Shape B: its store24h flag. Shape A: exactly 8 entries of the list run 00:00:00–24:00:00, an
 * entry "running" so when it holds one interval, 00:00:00 to 24:00:00 ('HH:mm' forms accepted).
 * Read literally: 7 or 9 such entries are not 24h, and neither are 8 where one ends 23:59.
 * Entries of other kinds beside the 8 (a holiday's shorter hours) do not change the count.
 */
export function isOpen24h(hours: OpeningHours): boolean {
  if (hours.shape === 'B') return hours.store24h === true;
  const fullDays = hours.openingHours.filter((entry) => {
    const only = entry.openHours.length === 1 ? entry.openHours[0] : undefined;
    return only !== undefined && isDayStart(only.startTime) && isDayEnd(only.endTime);
  });
  return fullDays.length === FULL_DAYS_FOR_24H;
}
