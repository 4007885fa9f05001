/**
 * The chosen station, over the map: name, address, open-now line, links to its page and to
 * directions, and a close button. When a station is chosen its heading takes the focus (so a
 * screen reader says which); Escape or the close button give the focus back to what chose it.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { directionsUrl } from '../../lib/directions';
import { stationOpenState } from './list';
import { openText } from './open-text';
import type { LocatorLabels } from './labels';
import { translator } from './text';
import type { StationSummary } from './types';

interface Props {
  station: StationSummary;
  labels: LocatorLabels;
  locale: string;
  now: Date;
  /** move the focus to the card when it opens (a visitor chose the station, not the URL) */
  takeFocus: boolean;
  onClose: () => void;
}

export function StationCard({ station, labels, locale, now, takeFocus, onClose }: Props) {
  const l = translator(labels);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [station.code, takeFocus]);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section className="locator-card" aria-labelledby={`${id}-title`} onKeyDown={onKey} data-code={station.code}>
      <p className="locator-card__kicker">{l('locator.card.label')}</p>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="locator-card__title">
        {station.name}
      </h3>
      <p className="locator-card__address">
        {station.street}, {station.city}
      </p>
      <p className="locator-card__status">{openText(stationOpenState(station, now), l, locale)}</p>
      <p className="locator-card__links">
        <a href={station.href}>{l('locator.card.page')}</a>
        <a href={directionsUrl(station)} target="_blank" rel="noopener noreferrer">
          {l('station.directions')}
          <span className="visually-hidden"> {l('link.newTab')}</span>
        </a>
      </p>
      <button type="button" className="locator-card__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{l('locator.card.close')}</span>
      </button>
    </section>
  );
}
