/**
 * The language switcher's links (LanguageSwitcher.astro) take the page's query along as they are
 * followed, opened in a new tab or copied, so the locator keeps its filters, search and map view
 * in the other language (withPageQuery in src/i18n/paths.ts).
 */
import { withPageQuery } from '../i18n/paths';

/** Runs once per page load. */
export function keepQueryOnLanguageSwitch(): void {
  const update = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-lang-switch]') : null;
    const href = link?.getAttribute('href');
    if (link && href) link.setAttribute('href', withPageQuery(href, location.search));
  };
  for (const type of ['click', 'auxclick', 'contextmenu'] as const) document.addEventListener(type, update, { capture: true });
}
