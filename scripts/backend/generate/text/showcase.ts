/** Phrases of the rich-text showcase page, in each language. */
import type { ByLanguage } from './types';

/** Phrases of the showcase page. */
export interface ShowcaseText {
  intro: readonly [start: string, bold: string, italic: string, underline: string, code: string, strike: string, end: string];
  chemistry: string;
  heading: string;
  linksTitle: string;
  linkLabels: readonly [web: string, mail: string, phone: string, internal: string];
  entriesTitle: string;
  quote: string;
  downloads: string;
  resources: string;
  tableRows: readonly (readonly string[])[];
  hostile: string;
  card: readonly [title: string, text: string];
}

/** Showcase phrases in each language. */
export const showcaseText: ByLanguage<ShowcaseText> = {
  fi: {
    intro: ['Tällä sivulla on ', 'lihavoitua', 'kursiivia', 'alleviivattua', 'koodia', 'yliviivattua', ' tekstiä sekä kaikki muut elementit.'],
    chemistry: 'Kemiaa ja matematiikkaa: CO₂-päästöt ja pinta-ala', heading: 'Otsikkotaso', linksTitle: 'Linkit',
    linkLabels: ['Verkkosivu', 'Sähköposti', 'Puhelin', 'Sisäinen polku'], entriesTitle: 'Viittaukset sisältöihin',
    quote: 'Energiamurros tehdään yhdessä asiakkaiden kanssa.', downloads: 'Tiedostot', resources: 'Jaetut sisällöt',
    tableRows: [['Polttoaine', 'Hinta', 'Muutos'], ['95 E10', '1,79 €/l', '−0,02'], ['Diesel', '1,69 €/l', '+0,01'], ['HVO100', '1,99 €/l', '±0']],
    hostile: 'Tämän linkin pitää olla vaaraton', card: ['Kortti', 'Kortin lyhyt kuvaus.'],
  },
  en: {
    intro: ['This page has ', 'bold', 'italic', 'underlined', 'code', 'struck-through', ' text and every other element.'],
    chemistry: 'Chemistry and maths: CO₂ emissions and area', heading: 'Heading level', linksTitle: 'Links',
    linkLabels: ['Web page', 'Email', 'Phone', 'Internal path'], entriesTitle: 'References to content',
    quote: 'The energy transition is made together with our customers.', downloads: 'Files', resources: 'Shared content',
    tableRows: [['Fuel', 'Price', 'Change'], ['95 E10', '€1.79/l', '−0.02'], ['Diesel', '€1.69/l', '+0.01'], ['HVO100', '€1.99/l', '±0']],
    hostile: 'This link must be harmless', card: ['Card', 'A short card description.'],
  },
  sv: {
    intro: ['Den här sidan har ', 'fet', 'kursiv', 'understruken', 'kod', 'genomstruken', ' text och alla andra element.'],
    chemistry: 'Kemi och matematik: CO₂-utsläpp och yta', heading: 'Rubriknivå', linksTitle: 'Länkar',
    linkLabels: ['Webbsida', 'E-post', 'Telefon', 'Intern sökväg'], entriesTitle: 'Hänvisningar till innehåll',
    quote: 'Energiomställningen gör vi tillsammans med våra kunder.', downloads: 'Filer', resources: 'Delat innehåll',
    tableRows: [['Drivmedel', 'Pris', 'Förändring'], ['95 E10', '19,79 kr/l', '−0,20'], ['Diesel', '18,99 kr/l', '+0,10'], ['HVO100', '24,49 kr/l', '±0']],
    hostile: 'Den här länken måste vara ofarlig', card: ['Kort', 'En kort beskrivning av kortet.'],
  },
  no: {
    intro: ['Denne siden har ', 'fet', 'kursiv', 'understreket', 'kode', 'gjennomstreket', ' tekst og alle andre elementer.'],
    chemistry: 'Kjemi og matematikk: CO₂-utslipp og areal', heading: 'Overskriftsnivå', linksTitle: 'Lenker',
    linkLabels: ['Nettside', 'E-post', 'Telefon', 'Intern sti'], entriesTitle: 'Henvisninger til innhold',
    quote: 'Energiomstillingen gjør vi sammen med kundene våre.', downloads: 'Filer', resources: 'Delt innhold',
    tableRows: [['Drivstoff', 'Pris', 'Endring'], ['95 E10', '21,49 kr/l', '−0,20'], ['Diesel', '20,89 kr/l', '+0,10'], ['HVO100', '25,90 kr/l', '±0']],
    hostile: 'Denne lenken må være ufarlig', card: ['Kort', 'En kort beskrivelse av kortet.'],
  },
};
