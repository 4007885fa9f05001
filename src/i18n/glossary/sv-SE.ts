/** The Swedish glossary: the one word for each term of src/i18n/glossary/en-EU.ts, as a Swede writes it. */
import type { Terms } from './en-EU';
import type { Variant } from './types';

export const terms: Terms = {
  service: {
    post: 'Postombud',
    servicefueling: 'Servicetankning',
    carmaintenance: 'Bilservice',
    trailerrent: 'Släpvagnsuthyrning',
    matkahuolto: 'Matkahuolto-paket',
    automatedposti: 'Paketautomat',
    sauna: 'Bastu',
    shower: 'Dusch',
    truckfuelingpoint: 'Tankning för tung trafik',
    atm: 'Bankomat',
    selfservicecarwash: 'Självtvätt',
    carwash: 'Biltvätt',
    // the brand before the noun, unhyphenated, as Swedish copy writes a product name
    perfectcarwash: 'Perfect biltvätt',
    carwash24h: 'Biltvätt dygnet runt',
    selfservicepaymentterminal: 'Betalautomat',
    veikkaus: 'Veikkaus',
    lunch: 'Lunch',
    weekendlunch: 'Helglunch',
    bottlerec: 'Pantautomat',
    cafeteria: 'Kafé',
    vanrental: 'Skåpbilsuthyrning',
    meetingroom: 'Mötesrum',
    freewifi: 'Gratis wifi',
    pizza: 'Pizza',
    breakfastbuffet: 'Frukostbuffé',
    coffee: 'Kaffe',
    fastfood: 'Snabbmat',
    toilet: 'Toalett',
    // spec 3: evcharging (laddstation)
    evcharging: 'Laddstation',
    caravanparking: 'Husbilsparkering',
    alwaysonoffer: 'Alltid på menyn',
    schenker: 'DB Schenker-paket',
    budbee: 'Budbee-paket',
    helmisimpukka: 'Helmisimpukka-kafé',
    truckfacilities: 'Service för yrkesförare',
    servicestation: 'Servicestation',
  },
  fuel: {
    '98': 'Futura 98',
    adblue: 'AdBlue',
    adblueprivatecars: 'AdBlue för personbilar',
    '95extra': '95 Extra',
    '95fuelsave': '95 FuelSave',
    diesel20: 'Diesel -20',
    diesel35: 'Diesel -35',
    mpo: 'Diesel för arbetsmaskiner',
    re85: 'RE85',
    dieselHVO: 'Förnybar diesel (HVO)',
    vpower: 'V-Power',
    cbg: 'Biogas (CBG)',
  },
  offer: {
    helmisimpukkarestaurant: 'Helmisimpukka-restaurang',
    open24h: 'Öppet dygnet runt',
    perfectcarwash24hours: 'Perfect biltvätt dygnet runt',
    drivers: 'Lunch för yrkesförare',
    driverspremium: 'Extratjänster för yrkesförare',
    burgerking: 'Burger King',
    kotipizza: 'Kotipizza',
  },
  page: {
    frontPage: 'Startsida',
    // the page's own name, as its path (spec 2.2: /hitta-station) says it
    stationSearch: 'Hitta station',
    customerService: 'Kundtjänst',
    myAccount: 'Mitt konto',
    cart: 'Varukorg',
    checkout: 'Kassa',
    articles: 'Artiklar',
    terms: 'Allmänna villkor',
    cookieSettings: 'Cookieinställningar',
  },
  action: {
    findStation: 'Hitta station',
    search: 'Sök',
    logIn: 'Logga in',
    logOut: 'Logga ut',
    addToCart: 'Lägg i varukorgen',
    downloadApp: 'Ladda ner appen',
  },
};

export const variants: readonly Variant[] = [
  // spec 2.2's path /privat/kundservice stays (a path, not a word a visitor reads)
  { term: 'page.customerService', pattern: /kundservice/i },
  { term: 'page.cookieSettings', pattern: /cookie-inst/i },
  { term: 'page.stationSearch', pattern: /stationssökning/i },
  { term: 'service.perfectcarwash', pattern: /perfect-/i },
  { term: 'service.selfservicecarwash', pattern: /gör-det-själv/i },
  { term: 'service.selfservicepaymentterminal', pattern: /självbetjäningskassa/i },
  { term: 'service.truckfuelingpoint', pattern: /tankning för lastbilar|tankplats/i },
  { term: 'service.truckfacilities', pattern: /truckstop|service för lastbilar/i },
  { term: 'service.alwaysonoffer', pattern: /alltid på erbjudande/i },
  { term: 'service.bottlerec', pattern: /pantretur/i },
];

/** The word for a filter of the station search (filtret Laddning); not filter coffee. */
export const filterMention = /(?<!\p{L})filt(?:er|ret|ren|rena)(?!kaffe)(?!\p{L})/iu;
