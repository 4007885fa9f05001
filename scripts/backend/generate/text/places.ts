/** Street names, district names, country names and phone formats of the three markets. */
import type { Market } from '../../../../src/config/locales';
import type { ByLanguage } from './types';

/** Street names by market. */
export const streets: Record<Market, readonly string[]> = {
  FI: [
    'Hämeenlinnantie', 'Tampereentie', 'Kauppakatu', 'Teollisuustie', 'Asemakatu', 'Rantatie', 'Valtatie',
    'Koulukatu', 'Helsingintie', 'Kirkkotie', 'Satamatie', 'Puistokatu', 'Turuntie', 'Jyväskyläntie',
    'Ohikulkutie', 'Yrittäjäntie', 'Kuopiontie', 'Pohjoisväylä', 'Vaasantie', 'Savontie',
  ],
  SE: [
    'Storgatan', 'Kungsgatan', 'Industrivägen', 'Stationsvägen', 'Järnvägsgatan', 'Drottninggatan', 'Strandvägen',
    'Skolgatan', 'Ringvägen', 'Göteborgsvägen', 'Norra vägen', 'Södra vägen', 'Verkstadsgatan', 'Hamngatan',
    'Kyrkogatan', 'Landsvägen', 'Bangatan', 'Företagsvägen',
  ],
  NO: [
    'Storgata', 'Kongens gate', 'Industriveien', 'Stasjonsveien', 'Jernbanegata', 'Strandveien', 'Skoleveien',
    'Ringveien', 'Kirkegata', 'Havnegata', 'Fjordveien', 'Nordre gate', 'Søndre gate', 'Verkstedveien',
    'Trondheimsveien', 'Bergensveien', 'Sentrumsveien',
  ],
};

/** Districts and roads that name a station within its town ("Nordic Energy Tampere Hervanta"). */
export const districts: Record<Market, readonly string[]> = {
  FI: [
    'Keskusta', 'Asema', 'Satama', 'Teollisuusalue', 'Ohikulkutie', 'Pohjoinen', 'Etelä', 'Itä', 'Länsi',
    'Kauppakeskus', 'Kehätie', 'Kartano', 'Rinne', 'Ranta', 'Mäki', 'Niitty', 'Lentoasema', 'Tori',
  ],
  SE: [
    'Centrum', 'Norra', 'Södra', 'Östra', 'Västra', 'Hamnen', 'Industriområdet', 'Köpcentrum', 'Ringvägen',
    'Stationen', 'Flygplatsen', 'Backen', 'Ängen', 'Strand', 'Torget', 'Gärdet',
  ],
  NO: [
    'Sentrum', 'Nord', 'Sør', 'Øst', 'Vest', 'Havna', 'Industriområdet', 'Kjøpesenteret', 'Ringveien',
    'Stasjonen', 'Flyplassen', 'Bakken', 'Sletta', 'Strand', 'Torget', 'Jordet',
  ],
};

/** Main roads by market, naming truck stops ("Nordic Energy Kempele Vt 4"). */
export const mainRoads: Record<Market, readonly string[]> = {
  FI: ['Vt 1', 'Vt 3', 'Vt 4', 'Vt 5', 'Vt 9'],
  SE: ['E4', 'E6', 'E18', 'E20', 'E22'],
  NO: ['E6', 'E16', 'E18', 'E39'],
};

/** Country names by market, in each language. */
export const countryNames: Record<Market, ByLanguage<string>> = {
  FI: { fi: 'Suomi', en: 'Finland', sv: 'Finland', no: 'Finland' },
  SE: { fi: 'Ruotsi', en: 'Sweden', sv: 'Sverige', no: 'Sverige' },
  NO: { fi: 'Norja', en: 'Norway', sv: 'Norge', no: 'Norge' },
};

/** Landline area codes by market (without the leading zero). */
export const areaCodes: Record<Market, readonly string[]> = {
  FI: ['9', '2', '3', '5', '6', '8', '13', '14', '15', '16', '17', '19'],
  SE: ['8', '31', '40', '13', '18', '19', '21', '23', '26', '54', '60', '90'],
  NO: ['22', '23', '32', '33', '35', '37', '38', '51', '55', '56', '61', '73', '77'],
};
