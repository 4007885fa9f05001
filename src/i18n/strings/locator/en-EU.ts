/** English strings of the station locator (spec 2.4). This file defines the keys of the section. */
import { terms as g } from '../../glossary/en-EU';
import { locatorGlossaryLabels } from '../../glossary/labels';
export const locator = {
  ...locatorGlossaryLabels(g),
  'locator.heading': 'Stations',
  'locator.loading': 'Loading stations…',
  'locator.loadFailed': 'The station search could not be loaded. Every station is listed below.',
  'locator.allStations': 'All stations',

  'locator.search.label': 'Town or place',
  'locator.search.hint': 'For example a town, a street or a station name',
  'locator.search.found': 'Showing stations in {place}.',
  'locator.search.notFound': 'No station found for “{query}”.',

  'locator.nearMe': 'Near me',
  'locator.nearMe.locating': 'Finding your location…',
  'locator.nearMe.found': 'Stations sorted by distance from you.',
  'locator.nearMe.denied': 'You did not share your location. Search by town instead.',
  'locator.nearMe.unavailable': 'Your location is not available. Search by town instead.',

  'locator.quickFilters': 'Quick filters',
  'locator.filters.toggle': 'All filters',
  'locator.filters.selected': '{count} selected',
  'locator.filters.clear': 'Clear filters',
  'locator.filters.done': 'Show stations',
  'locator.filters.anyOf': 'any of these',
  'locator.filters.allOf': 'all of these',

  'locator.group.stationTypes': 'Station type',
  'locator.group.food': 'Food',
  'locator.group.services': 'Services',
  'locator.group.fuels': 'Fuels',
  'locator.group.otherServices': 'Other services',

  'locator.count.none': 'No stations match. Try fewer filters or move the map.',
  'locator.count.one': '1 station',
  'locator.count.many': '{count} stations',
  'locator.count.inView': '{count} in the map view',
  'locator.list.label': 'Stations found',
  'locator.list.more': 'Show more stations ({count} more)',
  'locator.list.showOnMap': 'Show on map',
  'locator.list.away': '{distance} away',

  'locator.view.label': 'Show as',
  'locator.view.list': 'List',
  'locator.view.map': 'Map',

  'locator.map.label': 'Map of stations',
  'locator.map.loading': 'Loading the map…',
  'locator.map.cluster': '{count, plural, one {# station} other {# stations}}, zoom in',
  'locator.map.you': 'Your location',
  'locator.map.zoomIn': 'Zoom in',
  'locator.map.zoomOut': 'Zoom out',
  'locator.map.outlines': 'Country outlines: Natural Earth',

  'locator.card.label': 'Selected station',
  'locator.card.close': 'Close',
  'locator.card.page': 'Station page',
} as const;
