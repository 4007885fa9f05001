/** Phrases of the few pages with content of their own: notices, contacts, key figures, management. */
import type { ByLanguage } from './types';

/** Per-language phrases of pages with content of their own. */
export interface ExtrasText {
  noticeHeaders: readonly [string, string, string];
  safetyRows: readonly (readonly [daysAgo: number, product: string, notice: string])[];
  faults: readonly (readonly [daysAgo: number, text: string])[];
  contact: { phone: string; phoneDisplay: string; email: string; businessEmail: string; jobsEmail: string };
  privacyRights: readonly string[];
}

/** Notices, contact details and rights lists in each language. */
export const extras: ByLanguage<ExtrasText> = {
  fi: {
    noticeHeaders: ['Päivämäärä', 'Tuote', 'Tiedote'],
    safetyRows: [[12, 'AdBlue', 'Käyttöturvallisuustiedote päivitetty'], [40, 'Diesel', 'Talvilaatu myynnissä kaikilla asemilla'], [95, 'Tuulilasinpesuneste', 'Uusi koostumus, päivitetty tiedote']],
    faults: [[1, 'Latauspalvelussa häiriö Pohjois-Suomessa – korjattu'], [9, 'Korttimaksut hitaita osalla asemista – korjattu'], [30, 'Sovelluksen kirjautumisessa katkos – korjattu']],
    contact: { phone: '+358800123456', phoneDisplay: '0800 123 456', email: 'asiakaspalvelu@nordic-energy.example', businessEmail: 'yritysmyynti@nordic-energy.example', jobsEmail: 'rekry@nordic-energy.example' },
    privacyRights: ['Oikeus tarkastaa tietosi', 'Oikeus oikaista tietosi', 'Oikeus tulla unohdetuksi', 'Oikeus siirtää tiedot järjestelmästä toiseen'],
  },
  en: {
    noticeHeaders: ['Date', 'Product', 'Notice'],
    safetyRows: [[12, 'AdBlue', 'Safety data sheet updated'], [40, 'Diesel', 'Winter grade on sale at all stations'], [95, 'Screen wash', 'New composition, updated data sheet']],
    faults: [[1, 'Charging service disruption in northern Finland – fixed'], [9, 'Slow card payments at some stations – fixed'], [30, 'App login outage – fixed']],
    contact: { phone: '+358800123456', phoneDisplay: '+358 800 123 456', email: 'customerservice@nordic-energy.example', businessEmail: 'business.sales@nordic-energy.example', jobsEmail: 'careers@nordic-energy.example' },
    privacyRights: ['Right of access', 'Right to rectification', 'Right to erasure', 'Right to data portability'],
  },
  sv: {
    noticeHeaders: ['Datum', 'Produkt', 'Meddelande'],
    safetyRows: [[12, 'AdBlue', 'Säkerhetsdatabladet uppdaterat'], [40, 'Diesel', 'Vinterkvalitet till salu på alla stationer'], [95, 'Spolarvätska', 'Ny sammansättning, uppdaterat datablad']],
    faults: [[1, 'Störning i laddtjänsten i norra Sverige – åtgärdad'], [9, 'Långsamma kortbetalningar på vissa stationer – åtgärdad'], [30, 'Avbrott i inloggningen i appen – åtgärdat']],
    contact: { phone: '+4620123456', phoneDisplay: '020-12 34 56', email: 'kundservice@nordic-energy.example', businessEmail: 'foretag@nordic-energy.example', jobsEmail: 'jobb@nordic-energy.example' },
    privacyRights: ['Rätt till tillgång', 'Rätt till rättelse', 'Rätt till radering', 'Rätt till dataportabilitet'],
  },
  no: {
    noticeHeaders: ['Dato', 'Produkt', 'Melding'],
    safetyRows: [[12, 'AdBlue', 'Sikkerhetsdatabladet er oppdatert'], [40, 'Diesel', 'Vinterkvalitet i salg på alle stasjoner'], [95, 'Spylervæske', 'Ny sammensetning, oppdatert datablad']],
    faults: [[1, 'Feil i ladetjenesten i Nord-Norge – rettet'], [9, 'Trege kortbetalinger på enkelte stasjoner – rettet'], [30, 'Brudd i innloggingen i appen – rettet']],
    contact: { phone: '+4780012345', phoneDisplay: '800 12 345', email: 'kundeservice@nordic-energy.example', businessEmail: 'bedrift@nordic-energy.example', jobsEmail: 'jobb@nordic-energy.example' },
    privacyRights: ['Rett til innsyn', 'Rett til retting', 'Rett til sletting', 'Rett til dataportabilitet'],
  },
};

/** Key figures table of the English IR page. */
export const keyFiguresEn: readonly (readonly string[])[] = [
  ['Key figure', 'Last year', 'Year before'],
  ['Revenue, EUR million', '4,812', '4,655'],
  ['Operating profit, EUR million', '286', '241'],
  ['Stations', '1,010', '986'],
  ['Employees', '4,800', '4,650'],
];

/** Group management of the Swedish management page. */
export const managementSv: readonly string[] = [
  'Anna Korhonen, vd och koncernchef',
  'Johan Eklund, finansdirektör',
  'Mari Solheim, chef för stationsverksamheten',
  'Petri Lehtinen, chef för företagskunder och energi',
  'Sara Lindgren, hållbarhetschef',
];
