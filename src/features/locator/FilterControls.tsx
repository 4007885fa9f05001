/**
 * The filters: quick-filter toggle buttons (spec 3's four) and a disclosure panel with every filter
 * by group, as checkboxes in fieldsets. Each group says whether its choices are alternatives or all
 * required (the `additive` reading of filters.ts). Escape closes the panel and gives focus back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { filterGroups, quickFilters } from './filters';
import { $filters, clearFilters, toggle } from './stores';
import type { LocatorLabels } from './labels';
import { codeLabel, translator } from './text';
import { observeSize } from './observe-size';
import type { FilterDefinition } from './types';

interface Props {
  definitions: readonly FilterDefinition[];
  labels: LocatorLabels;
  enabled: boolean;
}

/** An icon from the CMS, decorative (the label says it all); only site-relative URLs are used. */
function Icon({ src }: { src: string }) {
  if (!/^\/(?![/\\])/.test(src)) return null;
  return <img className="locator-filter__icon" src={src} alt="" width={20} height={20} loading="lazy" decoding="async" />;
}

export function FilterControls({ definitions, labels, enabled }: Props) {
  const l = translator(labels);
  const selected = useStore($filters);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const quick = quickFilters(definitions);
  const groups = filterGroups(definitions);
  // which ends of the chip row hide more chips: each shows a fade (design "Filter chips"), so a
  // visitor sees the row scrolls
  const rowRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const stopObserving = observeSize(row, measure);
    return () => {
      row.removeEventListener('scroll', measure);
      stopObserving();
    };
  }, []);

  // Chromium scrolls a focused element into view only when none of it shows: a chip half out of
  // the row would keep its focus ring cut off and under the fade (WCAG 2.4.7, 2.4.11). 'nearest'
  // moves the row only as far as the chip needs, and keeps clear of the fades through the row's
  // scroll-padding (CSSOM View, scrollIntoView; CSS Scroll Snap 1, scroll-padding)
  const revealChip = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="locator-filters">
      <div className="locator-filters__row" data-more-start={more.start} data-more-end={more.end}>
        <div ref={rowRef} className="locator-filters__quick" role="group" aria-label={l('locator.quickFilters')} onFocus={revealChip}>
          {quick.map((def) => (
            <button
              key={def.code}
              type="button"
              className="locator-chip"
              aria-pressed={selected.includes(def.code)}
              // aria-disabled, not disabled, while the stations load: the chips stay in the tab
              // order, so the scrolling row always holds something a keyboard reaches (WCAG 2.1.1)
              onClick={() => enabled && toggle(def.code)}
              aria-disabled={!enabled || undefined}
              data-filter={def.code}
            >
              <Icon src={def.quickFilterIcon || def.icon} />
              {codeLabel(labels, 'filter', def.code)}
            </button>
          ))}
          <button
            ref={toggleRef}
            type="button"
            className="locator-chip locator-chip--more"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => enabled && setOpen(!open)}
            aria-disabled={!enabled || undefined}
          >
            {l('locator.filters.toggle')}
            {selected.length > 0 && <span className="locator-chip__count"> ({l('locator.filters.selected', { count: selected.length })})</span>}
          </button>
        </div>
      </div>
      <div id={panelId} className="locator-filters__panel" hidden={!open} onKeyDown={onPanelKey}>
        {groups.map(({ group, filters }) => (
          <fieldset key={group} className="locator-filters__group">
            <legend>
              {codeLabel(labels, 'group', group)}{' '}
              <span className="locator-filters__rule">({filters.every((f) => f.additive) ? l('locator.filters.allOf') : l('locator.filters.anyOf')})</span>
            </legend>
            {filters.map((def) => (
              <label key={def.code} className="locator-filters__option">
                <input type="checkbox" checked={selected.includes(def.code)} onChange={() => toggle(def.code)} data-filter={def.code} />
                <Icon src={def.icon} />
                {codeLabel(labels, 'filter', def.code)}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="locator-filters__actions">
          {/* aria-disabled, not disabled, with nothing to clear: clearing must not drop the focus to <body> */}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => selected.length > 0 && clearFilters()}
            aria-disabled={selected.length === 0 || undefined}
          >
            {l('locator.filters.clear')}
          </button>
          <button type="button" className="button" onClick={close}>
            {l('locator.filters.done')}
          </button>
        </div>
      </div>
    </div>
  );
}
