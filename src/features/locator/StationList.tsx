/**
 * The station list: the filtered stations inside the map's view, nearest first when the visitor's
 * position is known. Each entry is a quick-nav item: the station's name links to its page, with its
 * address, distance, open-now line and the filters shown on the list, plus a button that shows it
 * on the map. Long lists grow by pages ("Show more"), focus moving to the first new entry.
 * A filter change must reach the list within 50 ms (../shared/design.md, performance targets): rows
 * are memoized, so an entry that stays in the list is not rendered again; a new result (the first
 * one too) renders its first rows (more than the list's box shows) at once and the rest of its page
 * right after, in a transition that yields to the map's markers and to the page's first paints; and
 * the rows off screen skip layout and paint (content-visibility in locator.css). Every row of the
 * page is in the document moments later, for screen readers and find in page alike.
 */
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { listBadges } from './filters';
import { formatDistance, stationOpenState, type ListEntry } from './list';
import { openText } from './open-text';
import type { LocatorLabels } from './labels';
import { codeLabel, translator } from './text';
import type { FilterDefinition, StationSummary } from './types';

/** Entries rendered at once: enough for a screenful or two, few enough to update within a frame. */
export const PAGE_SIZE = 50;

/** Rows a new result renders in its first commit: more than the list's box shows at any width. */
const FIRST_ROWS = 12;

/** Performance mark set when the list has been updated (the benchmark's filter-change end). */
export const LIST_MARK = 'locator:list';

interface Props {
  entries: readonly ListEntry[];
  definitions: readonly FilterDefinition[];
  labels: LocatorLabels;
  locale: string;
  selected: string | null;
  now: Date;
  onShowOnMap: (code: string, opener: HTMLElement) => void;
}

interface RowProps {
  station: StationSummary;
  distanceKm: number | null;
  current: boolean;
  definitions: readonly FilterDefinition[];
  labels: LocatorLabels;
  locale: string;
  now: Date;
  onShowOnMap: (code: string, opener: HTMLElement) => void;
}

/** One entry; rendered again only when one of its own props changes. */
const StationRow = memo(function StationRow({ station, distanceKm, current, definitions, labels, locale, now, onShowOnMap }: RowProps) {
  const l = translator(labels);
  const badges = listBadges(station.filters, definitions);
  return (
    <li className="locator-item" data-code={station.code} aria-current={current ? 'true' : undefined}>
      <h3 className="locator-item__name">
        <a href={station.href}>{station.name}</a>
      </h3>
      <p className="locator-item__address">
        {station.street}, {station.city}
        {distanceKm !== null && <span className="locator-item__distance"> · {l('locator.list.away', { distance: formatDistance(distanceKm, locale) })}</span>}
      </p>
      <p className="locator-item__status">{openText(stationOpenState(station, now), l, locale)}</p>
      {badges.length > 0 && (
        <ul className="locator-item__badges">
          {badges.map((b) => (
            <li key={b.code}>{codeLabel(labels, 'filter', b.code)}</li>
          ))}
        </ul>
      )}
      <button type="button" className="locator-item__show" onClick={(e) => onShowOnMap(station.code, e.currentTarget)}>
        {l('locator.list.showOnMap')}
        {/* the visible words come first in the name (WCAG 2.5.3), the station tells the buttons apart */}
        <span className="visually-hidden">: {station.name}</span>
      </button>
    </li>
  );
});

export function StationList({ entries, definitions, labels, locale, selected, now, onShowOnMap }: Props) {
  const l = translator(labels);
  // a new result starts at its first page: reset while rendering, not in an effect, so a filter
  // change commits once instead of twice
  const [page, setPage] = useState({ of: entries, shown: PAGE_SIZE });
  const shown = page.of === entries ? page.shown : PAGE_SIZE;
  if (page.of !== entries) setPage({ of: entries, shown: PAGE_SIZE });
  // the result whose whole page is rendered; a newer one, the first included, shows its first
  // rows, then the rest
  const [complete, setComplete] = useState<readonly ListEntry[] | null>(null);
  const rendered = complete === entries ? shown : Math.min(FIRST_ROWS, shown);
  useEffect(() => {
    if (complete !== entries) startTransition(() => setComplete(entries));
  }, [entries, complete]);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // the rows get one callback for the list's life, so a new handler from the parent renders no row again
  const showRef = useRef(onShowOnMap);
  showRef.current = onShowOnMap;
  const showOnMap = useCallback((code: string, opener: HTMLElement) => showRef.current(code, opener), []);

  useLayoutEffect(() => {
    if (focusFrom.current === null) return;
    const link = listRef.current?.querySelectorAll<HTMLAnchorElement>('.locator-item__name a')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [shown]);

  useEffect(() => {
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(LIST_MARK);
  }, [entries]);

  const visible = entries.slice(0, rendered);
  return (
    <>
      <ol ref={listRef} className="locator-list" aria-label={l('locator.list.label')}>
        {visible.map(({ station, distanceKm }) => (
          <StationRow
            key={station.code}
            station={station}
            distanceKm={distanceKm}
            current={station.code === selected}
            definitions={definitions}
            labels={labels}
            locale={locale}
            now={now}
            onShowOnMap={showOnMap}
          />
        ))}
      </ol>
      {entries.length > shown && (
        <button
          type="button"
          className="button button--secondary locator-list__more"
          onClick={() => {
            focusFrom.current = shown;
            setPage({ of: entries, shown: shown + PAGE_SIZE });
          }}
        >
          {l('locator.list.more', { count: entries.length - shown })}
        </button>
      )}
    </>
  );
}
