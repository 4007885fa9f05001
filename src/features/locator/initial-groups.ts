/**
 * The list of every station that works without JavaScript (spec 2.4) comes in groups by the town's
 * initial letter, under a heading each: a visitor scans or jumps by letter, and a browser lays out
 * and observes a few dozen groups on first paint, not a thousand rows (the groups off screen skip
 * style and layout: locator.css; design.md, performance targets: Lighthouse mobile 100). Pure.
 */

export interface InitialGroup<T> {
  /** the letter the group's towns start with, as the locale's alphabet has it ('Ä' in Finnish, 'A' in English) */
  initial: string;
  stations: T[];
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The heading letter of a town in a locale: its first letter in upper case, folded to the plain
 * letter the locale's collation treats it as ('Ä' is 'A' in English but a letter of its own in
 * Finnish and Swedish, 'Ø' is 'O' in English but not in Norwegian).
 */
export function initialOf(town: string, locale: string, collator = new Intl.Collator(locale, { sensitivity: 'base' })): string {
  const first = [...town.trim()][0]?.toLocaleUpperCase(locale) ?? '';
  if (!first || LATIN.includes(first)) return first;
  return [...LATIN].find((letter) => collator.compare(letter, first) === 0) ?? first;
}

/**
 * Stations grouped by their town's initial, groups in the order their first station comes, each
 * group's stations in the order given (the locator block sorts them by town, then name, in the
 * locale's collation). A letter the collation interleaves with another stays one group.
 */
export function groupByInitial<T extends { city: string }>(stations: readonly T[], locale: string): InitialGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, InitialGroup<T>>();
  for (const station of stations) {
    const initial = initialOf(station.city, locale, collator);
    const group = groups.get(initial);
    if (group) group.stations.push(station);
    else groups.set(initial, { initial, stations: [station] });
  }
  return [...groups.values()];
}
