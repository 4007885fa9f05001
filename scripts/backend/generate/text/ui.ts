/** Short phrases the generator puts into blocks, the layout and station pages, in each language. */
import type { ArticleTag } from './stories';
import type { ByLanguage } from './types';

/** The generator's short phrases in one language. */
export interface UiText {
  readMore: string;
  explore: string;
  latest: string;
  usefulLinks: string;
  findStation: string;
  contactUs: string;
  inFigures: string;
  facts: readonly (readonly [value: string, label: string])[];
  tagNames: Record<ArticleTag, string>;
  cookieSettings: string;
  privacyNotice: string;
  downloadApp: string;
  downloads: { appStore: string; googlePlay: string; appGallery: string; web: string };
  chargingPrices: readonly (readonly string[])[];
  callUs: string;
  serviceHours: string;
  writeUs: string;
  openPositions: readonly string[];
  stationWelcome: string;
  stationServices: string;
  stationDescription: string;
  stationProfile: { truck: string; restaurant: string; shop: string; automat: string; ev: string };
  relatedReading: string;
  quoteFrom: string;
  videoCaption: string;
  /** the car-wash clip's caption (the wind-power one is videoCaption) */
  washVideoCaption: string;
  articleHeadings: readonly [string, string];
  photoCredit: string;
  downloadPdf: string;
  followUs: string;
}

/** Short phrases in each language. */
export const ui: ByLanguage<UiText> = {
  fi: {
    readMore: 'Lue lisää', explore: 'Tutustu', latest: 'Ajankohtaista', usefulLinks: 'Hyödyllisiä linkkejä',
    findStation: 'Etsi asema', contactUs: 'Ota yhteyttä', inFigures: 'Nordic Energy lukuina',
    facts: [['1 000+', 'asemaa kolmessa maassa'], ['4 800', 'työntekijää'], ['300+', 'latauspistettä'], ['−18 %', 'päästöt vuodessa']],
    tagNames: {
      news: 'Uutiset', press: 'Tiedotteet', stories: 'Tarinat', sustainability: 'Vastuullisuus', 'ev-charging': 'Sähköautoilu',
      biogas: 'Biokaasu', wind: 'Tuulivoima', loyalty: 'Kanta-asiakkaille', careers: 'Ura', 'car-wash': 'Autopesu',
    },
    cookieSettings: 'Evästeasetukset', privacyNotice: 'Tietosuojaseloste', downloadApp: 'Lataa sovellus',
    downloads: { appStore: 'Lataa App Storesta', googlePlay: 'Hanki Google Playstä', appGallery: 'Lataa AppGallerystä', web: 'Käytä selaimessa' },
    chargingPrices: [['Laturi', 'Teho', 'Hinta'], ['Pikalaturi', '50 kW', '0,45 €/kWh'], ['Suurteholaturi', '150 kW', '0,55 €/kWh'], ['Suurteholaturi', '300 kW', '0,59 €/kWh']],
    callUs: 'Soita meille', serviceHours: 'Asiakaspalvelu palvelee arkisin kello 8–18 ja lauantaisin kello 10–15.', writeUs: 'Lähetä sähköpostia',
    openPositions: ['Asemamyyjä, Tampere', 'Kokki, Oulu', 'Latausverkoston insinööri, Helsinki', 'Myyntipäällikkö, yritysasiakkaat, Espoo', 'Kesätyöntekijä, useita paikkakuntia'],
    stationWelcome: 'Tervetuloa! {name} palvelee sinua osoitteessa {street}.', stationServices: 'Palvelut asemalla',
    stationDescription: '{name}: aukioloajat, palvelut ja lounaslista.',
    stationProfile: {
      truck: 'Asemalla on raskaan liikenteen tankkauspiste, suihkut ja taukotilat kuljettajille.',
      restaurant: 'Ravintolamme tarjoaa arkisin lounaan ja päivittäin à la carte -annoksia.',
      shop: 'Kahvilasta saat tuoreet leivonnaiset ja kahvit matkaan.',
      automat: 'Asema on automaattiasema: tankkaus onnistuu kortilla tai sovelluksella ympäri vuorokauden.',
      ev: 'Asemalla on pikalatureita sähköautoille.',
    },
    relatedReading: 'Lue myös', quoteFrom: 'kertoo', videoCaption: 'Tuulivoimaa ja puhtaampaa liikennettä', washVideoCaption: 'Kosketukseton autopesu vaahtoineen',
    articleHeadings: ['Taustaa', 'Mitä seuraavaksi?'], photoCredit: 'Kuva: Nordic Energy', downloadPdf: 'Lataa hinnasto (PDF)', followUs: 'Seuraa meitä YouTubessa',
  },
  en: {
    readMore: 'Read more', explore: 'Explore', latest: 'Latest', usefulLinks: 'Useful links',
    findStation: 'Find a station', contactUs: 'Contact us', inFigures: 'Nordic Energy in figures',
    facts: [['1,000+', 'stations in three countries'], ['4,800', 'employees'], ['300+', 'charging points'], ['−18%', 'emissions in a year']],
    tagNames: {
      news: 'News', press: 'Press releases', stories: 'Stories', sustainability: 'Sustainability', 'ev-charging': 'EV charging',
      biogas: 'Biogas', wind: 'Wind power', loyalty: 'Loyalty', careers: 'Careers', 'car-wash': 'Car wash',
    },
    cookieSettings: 'Cookie settings', privacyNotice: 'Privacy notice', downloadApp: 'Download the app',
    downloads: { appStore: 'Download on the App Store', googlePlay: 'Get it on Google Play', appGallery: 'Explore it on AppGallery', web: 'Use it in your browser' },
    chargingPrices: [['Charger', 'Power', 'Price'], ['Fast charger', '50 kW', '€0.45/kWh'], ['High-power charger', '150 kW', '€0.55/kWh'], ['High-power charger', '300 kW', '€0.59/kWh']],
    callUs: 'Call us', serviceHours: 'Customer service is open on weekdays from 8 am to 6 pm and on Saturdays from 10 am to 3 pm.', writeUs: 'Send us an email',
    openPositions: ['Station sales assistant, Tampere', 'Chef, Oulu', 'Charging network engineer, Helsinki', 'Sales manager, business customers, Espoo', 'Summer worker, several locations'],
    stationWelcome: 'Welcome! {name} serves you at {street}.', stationServices: 'Services at the station',
    stationDescription: '{name}: opening hours, services and lunch menu.',
    stationProfile: {
      truck: 'The station has a heavy-vehicle fuelling point, showers and rest rooms for drivers.',
      restaurant: 'Our restaurant serves lunch on weekdays and à la carte dishes every day.',
      shop: 'Pick up fresh pastries and coffee to go at the café.',
      automat: 'This is an unmanned station: fill up with a card or the app around the clock.',
      ev: 'The station has fast chargers for electric cars.',
    },
    relatedReading: 'Read also', quoteFrom: 'says', videoCaption: 'Wind power and cleaner transport', washVideoCaption: 'A touchless car wash with foam',
    articleHeadings: ['Background', 'What happens next?'], photoCredit: 'Photo: Nordic Energy', downloadPdf: 'Download the price list (PDF)', followUs: 'Follow us on YouTube',
  },
  sv: {
    readMore: 'Läs mer', explore: 'Utforska', latest: 'Aktuellt', usefulLinks: 'Användbara länkar',
    findStation: 'Hitta station', contactUs: 'Kontakta oss', inFigures: 'Nordic Energy i siffror',
    facts: [['1 000+', 'stationer i tre länder'], ['4 800', 'medarbetare'], ['300+', 'laddpunkter'], ['−18 %', 'utsläpp på ett år']],
    tagNames: {
      news: 'Nyheter', press: 'Pressmeddelanden', stories: 'Berättelser', sustainability: 'Hållbarhet', 'ev-charging': 'Elbilsladdning',
      biogas: 'Biogas', wind: 'Vindkraft', loyalty: 'Kundklubb', careers: 'Karriär', 'car-wash': 'Biltvätt',
    },
    cookieSettings: 'Cookie-inställningar', privacyNotice: 'Integritetsmeddelande', downloadApp: 'Ladda ner appen',
    downloads: { appStore: 'Hämta i App Store', googlePlay: 'Ladda ned på Google Play', appGallery: 'Hämta i AppGallery', web: 'Använd i webbläsaren' },
    chargingPrices: [['Laddare', 'Effekt', 'Pris'], ['Snabbladdare', '50 kW', '4,95 kr/kWh'], ['Supersnabbladdare', '150 kW', '5,95 kr/kWh'], ['Supersnabbladdare', '300 kW', '6,45 kr/kWh']],
    callUs: 'Ring oss', serviceHours: 'Kundservice har öppet vardagar kl. 8–18 och lördagar kl. 10–15.', writeUs: 'Skicka e-post',
    openPositions: ['Stationssäljare, Göteborg', 'Kock, Umeå', 'Ingenjör för laddnätet, Stockholm', 'Försäljningschef, företagskunder, Malmö', 'Sommarjobb, flera orter'],
    stationWelcome: 'Välkommen! {name} finns på {street}.', stationServices: 'Tjänster på stationen',
    stationDescription: '{name}: öppettider, tjänster och lunchmeny.',
    stationProfile: {
      truck: 'Stationen har tankplats för tung trafik, duschar och vilorum för förare.',
      restaurant: 'Vår restaurang serverar lunch på vardagar och à la carte-rätter varje dag.',
      shop: 'I kaféet får du nybakat och kaffe att ta med.',
      automat: 'Stationen är obemannad: tanka med kort eller app dygnet runt.',
      ev: 'Stationen har snabbladdare för elbilar.',
    },
    relatedReading: 'Läs också', quoteFrom: 'säger', videoCaption: 'Vindkraft och renare transporter', washVideoCaption: 'En beröringsfri biltvätt med skum',
    articleHeadings: ['Bakgrund', 'Vad händer nu?'], photoCredit: 'Foto: Nordic Energy', downloadPdf: 'Ladda ner prislistan (PDF)', followUs: 'Följ oss på YouTube',
  },
  no: {
    readMore: 'Les mer', explore: 'Utforsk', latest: 'Aktuelt', usefulLinks: 'Nyttige lenker',
    findStation: 'Finn stasjon', contactUs: 'Kontakt oss', inFigures: 'Nordic Energy i tall',
    facts: [['1 000+', 'stasjoner i tre land'], ['4 800', 'ansatte'], ['300+', 'ladepunkter'], ['−18 %', 'utslipp på ett år']],
    tagNames: {
      news: 'Nyheter', press: 'Pressemeldinger', stories: 'Historier', sustainability: 'Bærekraft', 'ev-charging': 'Elbillading',
      biogas: 'Biogass', wind: 'Vindkraft', loyalty: 'Kundeprogram', careers: 'Karriere', 'car-wash': 'Bilvask',
    },
    cookieSettings: 'Innstillinger for informasjonskapsler', privacyNotice: 'Personvernerklæring', downloadApp: 'Last ned appen',
    downloads: { appStore: 'Last ned i App Store', googlePlay: 'Last ned på Google Play', appGallery: 'Last ned i AppGallery', web: 'Bruk i nettleseren' },
    chargingPrices: [['Lader', 'Effekt', 'Pris'], ['Hurtiglader', '50 kW', '4,90 kr/kWh'], ['Lynlader', '150 kW', '5,90 kr/kWh'], ['Lynlader', '300 kW', '6,40 kr/kWh']],
    callUs: 'Ring oss', serviceHours: 'Kundeservice har åpent hverdager kl. 8–18 og lørdager kl. 10–15.', writeUs: 'Send oss en e-post',
    openPositions: ['Stasjonsmedarbeider, Bergen', 'Kokk, Trondheim', 'Ingeniør for ladenettet, Oslo', 'Salgssjef, bedriftskunder, Stavanger', 'Sommervikar, flere steder'],
    stationWelcome: 'Velkommen! {name} ligger i {street}.', stationServices: 'Tjenester på stasjonen',
    stationDescription: '{name}: åpningstider, tjenester og lunsjmeny.',
    stationProfile: {
      truck: 'Stasjonen har fyllepunkt for tungtrafikk, dusj og hvilerom for sjåfører.',
      restaurant: 'Restauranten vår serverer lunsj på hverdager og à la carte-retter hver dag.',
      shop: 'I kafeen får du nybakt bakst og kaffe å ta med.',
      automat: 'Stasjonen er ubetjent: fyll med kort eller app døgnet rundt.',
      ev: 'Stasjonen har hurtigladere for elbiler.',
    },
    relatedReading: 'Les også', quoteFrom: 'sier', videoCaption: 'Vindkraft og renere transport', washVideoCaption: 'En berøringsfri bilvask med skum',
    articleHeadings: ['Bakgrunn', 'Hva skjer nå?'], photoCredit: 'Foto: Nordic Energy', downloadPdf: 'Last ned prislisten (PDF)', followUs: 'Følg oss på YouTube',
  },
};
