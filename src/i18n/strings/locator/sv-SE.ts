import { terms as g } from '../../glossary/sv-SE';
import { locatorGlossaryLabels } from '../../glossary/labels';
import type { locator as en } from './en-EU';

/** sv-SE strings of the station locator (spec 2.4). */
export const locator: Record<keyof typeof en, string> = {
  ...locatorGlossaryLabels(g),
  'locator.heading': 'Stationer',
  'locator.loading': 'Laddar stationer…',
  'locator.loadFailed': 'Stationssöket kunde inte laddas. Alla stationer listas nedan.',
  'locator.allStations': 'Alla stationer',

  'locator.search.label': 'Ort eller plats',
  'locator.search.hint': 'Till exempel en ort, en gata eller ett stationsnamn',
  'locator.search.found': 'Visar stationer i {place}.',
  'locator.search.notFound': 'Ingen station hittades för ”{query}”.',

  'locator.nearMe': 'Nära mig',
  'locator.nearMe.locating': 'Hämtar din position…',
  'locator.nearMe.found': 'Stationerna sorterade efter avstånd från dig.',
  'locator.nearMe.denied': 'Du har inte delat din position. Sök på ort i stället.',
  'locator.nearMe.unavailable': 'Din position är inte tillgänglig. Sök på ort i stället.',

  'locator.quickFilters': 'Snabbfilter',
  'locator.filters.toggle': 'Alla filter',
  'locator.filters.selected': '{count, plural, one {# vald} other {# valda}}',
  'locator.filters.clear': 'Rensa filter',
  'locator.filters.done': 'Visa stationer',
  'locator.filters.anyOf': 'någon av dessa',
  'locator.filters.allOf': 'alla dessa',

  'locator.group.stationTypes': 'Stationstyp',
  'locator.group.food': 'Mat',
  'locator.group.services': 'Tjänster',
  'locator.group.fuels': 'Drivmedel',
  'locator.group.otherServices': 'Övriga tjänster',

  'locator.count.none': 'Inga stationer matchar. Prova färre filter eller flytta kartan.',
  'locator.count.one': '1 station',
  'locator.count.many': '{count} stationer',
  'locator.count.inView': '{count} inom kartans område',
  'locator.list.label': 'Hittade stationer',
  'locator.list.more': 'Visa fler stationer ({count} till)',
  'locator.list.showOnMap': 'Visa på kartan',
  'locator.list.away': '{distance} bort',

  'locator.view.label': 'Visa som',
  'locator.view.list': 'Lista',
  'locator.view.map': 'Karta',

  'locator.map.label': 'Karta över stationer',
  'locator.map.loading': 'Laddar kartan…',
  'locator.map.cluster': '{count, plural, one {# station} other {# stationer}}, zooma in',
  'locator.map.you': 'Din position',
  'locator.map.zoomIn': 'Zooma in',
  'locator.map.zoomOut': 'Zooma ut',
  'locator.map.outlines': 'Landsgränser: Natural Earth',

  'locator.card.label': 'Vald station',
  'locator.card.close': 'Stäng',
  'locator.card.page': 'Stationens sida',
};
