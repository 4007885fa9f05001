import { terms as g } from '../../glossary/no-NO';
import { locatorGlossaryLabels } from '../../glossary/labels';
import type { locator as en } from './en-EU';

/** no-NO strings of the station locator (spec 2.4). */
export const locator: Record<keyof typeof en, string> = {
  ...locatorGlossaryLabels(g),
  'locator.heading': 'Stasjoner',
  'locator.loading': 'Laster stasjoner…',
  'locator.loadFailed': 'Stasjonssøket kunne ikke lastes. Alle stasjoner står listet nedenfor.',
  'locator.allStations': 'Alle stasjoner',

  'locator.search.label': 'Sted',
  'locator.search.hint': 'For eksempel et sted, en gate eller et stasjonsnavn',
  'locator.search.found': 'Viser stasjoner i {place}.',
  'locator.search.notFound': 'Fant ingen stasjon for «{query}».',

  'locator.nearMe': 'Nær meg',
  'locator.nearMe.locating': 'Finner posisjonen din…',
  'locator.nearMe.found': 'Stasjonene sortert etter avstand fra deg.',
  'locator.nearMe.denied': 'Du har ikke delt posisjonen din. Søk heller på et sted.',
  'locator.nearMe.unavailable': 'Posisjonen din er ikke tilgjengelig. Søk heller på et sted.',

  'locator.quickFilters': 'Hurtigfiltre',
  'locator.filters.toggle': 'Alle filtre',
  'locator.filters.selected': '{count} valgt',
  'locator.filters.clear': 'Fjern filtre',
  'locator.filters.done': 'Vis stasjoner',
  'locator.filters.anyOf': 'minst én av disse',
  'locator.filters.allOf': 'alle disse',

  'locator.group.stationTypes': 'Stasjonstype',
  'locator.group.food': 'Mat',
  'locator.group.services': 'Tjenester',
  'locator.group.fuels': 'Drivstoff',
  'locator.group.otherServices': 'Andre tjenester',

  'locator.count.none': 'Ingen stasjoner passer. Prøv færre filtre eller flytt kartet.',
  'locator.count.one': '1 stasjon',
  'locator.count.many': '{count} stasjoner',
  'locator.count.inView': '{count} i kartutsnittet',
  'locator.list.label': 'Stasjoner funnet',
  'locator.list.more': 'Vis flere stasjoner ({count} til)',
  'locator.list.showOnMap': 'Vis på kartet',
  'locator.list.away': '{distance} unna',

  'locator.view.label': 'Vis som',
  'locator.view.list': 'Liste',
  'locator.view.map': 'Kart',

  'locator.map.label': 'Kart over stasjoner',
  'locator.map.loading': 'Laster kartet…',
  'locator.map.cluster': '{count, plural, one {# stasjon} other {# stasjoner}}, zoom inn',
  'locator.map.you': 'Din posisjon',
  'locator.map.zoomIn': 'Zoom inn',
  'locator.map.zoomOut': 'Zoom ut',
  'locator.map.outlines': 'Landegrenser: Natural Earth',

  'locator.card.label': 'Valgt stasjon',
  'locator.card.close': 'Lukk',
  'locator.card.page': 'Stasjonens side',
};
