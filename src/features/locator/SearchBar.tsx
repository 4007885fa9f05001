/**
 * Finding a place: search by town, street or station name (over the stations' own data, no
 * geocoder), and 'Near me' through the browser's geolocation. Outcomes are announced in a polite
 * live region; a denied permission gets a plain message and the search box stays the way on.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { $geoStatus, $placeResult, $query, searchPlace } from './stores';
import { locateVisitor } from './geolocation';
import type { LocatorLabels } from './labels';
import { translator } from './text';
import { watchReturn } from './return-key';

interface Props {
  labels: LocatorLabels;
  places: readonly string[];
  enabled: boolean;
}

export function SearchBar({ labels, places, enabled }: Props) {
  const l = translator(labels);
  const query = useStore($query);
  const geo = useStore($geoStatus);
  const result = useStore($placeResult);
  const [text, setText] = useState(query);
  const id = useId();
  const inputId = `${id}-q`;
  const hintId = `${id}-hint`;
  const listId = `${id}-places`;

  // the URL (back button, shared link) can change the query under the box
  useEffect(() => setText(query), [query]);

  // WebKit's suggestion list can take a Return without submitting: ./return-key.ts
  const [returnKey] = useState(watchReturn);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    returnKey.submitted();
    // the box's own value: a suggestion the list put there may not have reached `text` yet
    const value = new FormData(event.currentTarget).get('q');
    searchPlace(typeof value === 'string' ? value : text);
  };

  const status =
    geo === 'locating'
      ? l('locator.nearMe.locating')
      : geo === 'denied'
        ? l('locator.nearMe.denied')
        : geo === 'unavailable'
          ? l('locator.nearMe.unavailable')
          : result
            ? result.place
              ? l('locator.search.found', { place: result.place })
              : l('locator.search.notFound', { query: result.query })
            : geo === 'found'
              ? l('locator.nearMe.found')
              : '';

  return (
    <div className="locator-search">
      <form role="search" className="locator-search__form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="locator-search__label">
          {l('locator.search.label')}
        </label>
        <div className="locator-search__row">
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => returnKey.keydown(e.key, e.nativeEvent.isComposing)}
            onKeyUp={(e) => {
              if (returnKey.keyup(e.key)) e.currentTarget.form?.requestSubmit();
            }}
            list={listId}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            aria-describedby={hintId}
            disabled={!enabled}
          />
          <button type="submit" className="button" disabled={!enabled}>
            {l('locator.search.submit')}
          </button>
          {/* aria-disabled, not disabled, while locating: a disabled button loses the focus to <body> */}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => geo !== 'locating' && locateVisitor()}
            disabled={!enabled}
            aria-disabled={geo === 'locating' || undefined}
          >
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z"
              />
            </svg>
            {l('locator.nearMe')}
          </button>
        </div>
        <p id={hintId} className="locator-search__hint">
          {l('locator.search.hint')}
        </p>
        <datalist id={listId}>
          {places.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </form>
      <p className="locator-search__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
