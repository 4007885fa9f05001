import { terms as g } from '../../glossary/fi-FI';
import { locatorGlossaryLabels } from '../../glossary/labels';
import type { locator as en } from './en-EU';

/** fi-FI strings of the station locator (spec 2.4). */
export const locator: Record<keyof typeof en, string> = {
  ...locatorGlossaryLabels(g),
  'locator.heading': 'Asemat',
  'locator.loading': 'Ladataan asemia…',
  'locator.loadFailed': 'Asemahakua ei voitu ladata. Kaikki asemat on lueteltu alla.',
  'locator.allStations': 'Kaikki asemat',

  'locator.search.label': 'Paikkakunta tai paikka',
  'locator.search.hint': 'Esimerkiksi kaupunki, katu tai aseman nimi',
  'locator.search.found': 'Näytetään asemat: {place}.',
  'locator.search.notFound': 'Hakusanalla ”{query}” ei löytynyt asemia.',

  'locator.nearMe': 'Lähelläni',
  'locator.nearMe.locating': 'Haetaan sijaintiasi…',
  'locator.nearMe.found': 'Asemat etäisyysjärjestyksessä sijainnistasi.',
  'locator.nearMe.denied': 'Et sallinut sijainnin käyttöä. Hae paikkakunnan nimellä.',
  'locator.nearMe.unavailable': 'Sijaintisi ei ole saatavilla. Hae paikkakunnan nimellä.',

  'locator.quickFilters': 'Pikasuodattimet',
  'locator.filters.toggle': 'Kaikki suodattimet',
  'locator.filters.selected': '{count, plural, one {# valittu} other {# valittua}}',
  'locator.filters.clear': 'Tyhjennä suodattimet',
  'locator.filters.done': 'Näytä asemat',
  'locator.filters.anyOf': 'jokin näistä',
  'locator.filters.allOf': 'kaikki nämä',

  'locator.group.stationTypes': 'Asematyyppi',
  'locator.group.food': 'Ruoka',
  'locator.group.services': 'Palvelut',
  'locator.group.fuels': 'Polttoaineet',
  'locator.group.otherServices': 'Muut palvelut',

  'locator.count.none': 'Yksikään asema ei täytä ehtoja. Vähennä suodattimia tai siirrä karttaa.',
  'locator.count.one': '1 asema',
  'locator.count.many': '{count} asemaa',
  'locator.count.inView': '{count} kartan alueella',
  'locator.list.label': 'Löydetyt asemat',
  'locator.list.more': 'Näytä lisää asemia ({count} jäljellä)',
  'locator.list.showOnMap': 'Näytä kartalla',
  'locator.list.away': '{distance} päässä',

  'locator.view.label': 'Näkymä',
  'locator.view.list': 'Lista',
  'locator.view.map': 'Kartta',

  'locator.map.label': 'Asemat kartalla',
  'locator.map.loading': 'Ladataan karttaa…',
  'locator.map.cluster': '{count, plural, one {# asema} other {# asemaa}}, lähennä',
  'locator.map.you': 'Sijaintisi',
  'locator.map.zoomIn': 'Lähennä',
  'locator.map.zoomOut': 'Loitonna',
  'locator.map.outlines': 'Maiden rajat: Natural Earth',

  'locator.card.label': 'Valittu asema',
  'locator.card.close': 'Sulje',
  'locator.card.page': 'Aseman sivu',
};
