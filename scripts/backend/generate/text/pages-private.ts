/** Titles and leads of the front, locator, legal and private-customer pages. */
import type { PageText, SomeLanguages } from './types';

/** [title, lead] by site-tree node id. */
export const privatePageText: Record<string, SomeLanguages<PageText>> = {
  landing: {
    fi: ['Nordic Energy – energiaa arkeen ja matkalle', 'Polttoaineet, sähköauton lataus, autopesut ja energiaratkaisut yrityksille – lähimmältä asemaltasi.'],
    en: ['Nordic Energy – energy for everyday life and the road', 'Fuels, EV charging, car washes and energy solutions for businesses – at a station near you.'],
    sv: ['Nordic Energy – energi för vardagen och vägen', 'Drivmedel, laddning, biltvätt och energilösningar för företag – på en station nära dig.'],
    no: ['Nordic Energy – energi for hverdagen og veien', 'Drivstoff, elbillading, bilvask og energiløsninger for bedrifter – på en stasjon nær deg.'],
  },
  stationLocator: {
    fi: ['Asemahaku', 'Löydä lähin asemasi ja katso aukioloajat, palvelut ja lounaslistat.'],
    en: ['Station search', 'Find your nearest station and check its opening hours, services and lunch menus.'],
    sv: ['Hitta station', 'Hitta närmaste station och se öppettider, tjänster och lunchmenyer.'],
    no: ['Finn stasjon', 'Finn nærmeste stasjon og se åpningstider, tjenester og lunsjmenyer.'],
  },
  articles: {
    fi: ['Artikkelit', 'Uutisia, tarinoita ja ajankohtaista energiasta ja liikkumisesta.'],
    en: ['Articles', 'News, stories and current topics on energy and mobility.'],
    sv: ['Artiklar', 'Nyheter, berättelser och aktuellt om energi och mobilitet.'],
    no: ['Artikler', 'Nyheter, historier og aktuelt om energi og mobilitet.'],
  },
  terms: {
    fi: ['Käyttöehdot', 'Verkkosivujen ja digitaalisten palvelujen käyttöehdot.'],
    en: ['Terms of use', 'Terms of use of the website and digital services.'],
    sv: ['Allmänna villkor', 'Villkor för användning av webbplatsen och de digitala tjänsterna.'],
    no: ['Vilkår for bruk', 'Vilkår for bruk av nettstedet og de digitale tjenestene.'],
  },
  contact: {
    fi: ['Asiakaspalvelu', 'Autamme kaikissa asiakkuuteen, laskutukseen ja asemiin liittyvissä kysymyksissä.'],
    en: ['Contact us', 'We help with questions about your customer account, invoicing and our stations.'],
    sv: ['Kundservice', 'Vi hjälper dig med frågor om kundkonto, fakturering och våra stationer.'],
    no: ['Kontakt kundeservice', 'Vi hjelper deg med spørsmål om kundeforhold, fakturering og stasjonene våre.'],
  },
  account: {
    fi: ['Oma tili', 'Asiakastietosi ja tallennetut maksukorttisi.'],
    en: ['My account', 'Your customer details and saved payment cards.'],
    sv: ['Mitt konto', 'Dina kunduppgifter och sparade betalkort.'],
    no: ['Min konto', 'Kundeopplysningene dine og lagrede betalingskort.'],
  },
  private: {
    fi: ['Yksityisille', 'Polttoaineet, lataus, autopesu ja kanta-asiakasedut arjen liikkumiseen.'],
    en: ['Private customers', 'Fuels, charging, car washes and loyalty benefits for everyday driving.'],
    sv: ['Privat', 'Drivmedel, laddning, biltvätt och medlemsförmåner för vardagens resor.'],
    no: ['Privat', 'Drivstoff, lading, bilvask og medlemsfordeler for hverdagskjøringen.'],
  },
  products: {
    fi: ['Tuotteet', 'Tutustu polttoaineisiin ja sähköauton latausratkaisuihin.'],
    en: ['Products', 'Explore our fuels and EV charging solutions.'],
    sv: ['Produkter', 'Upptäck våra drivmedel och laddlösningar för elbil.'],
    no: ['Produkter', 'Utforsk drivstoffene våre og ladeløsninger for elbil.'],
  },
  fuels: {
    fi: ['Polttoaineet', 'Laadukkaat bensiinit, dieselit ja uusiutuva HVO-diesel kaikilla asemillamme.'],
    en: ['Fuels', 'Quality petrol, diesel and renewable HVO diesel at all our stations.'],
    sv: ['Drivmedel', 'Bensin, diesel och förnybar HVO-diesel av hög kvalitet på alla våra stationer.'],
    no: ['Drivstoff', 'Bensin, diesel og fornybar HVO-diesel av høy kvalitet på alle stasjonene våre.'],
  },
  evCharging: {
    fi: ['Sähköauton lataus', 'Pikalataa matkan varrella – yli 300 latauspistettä Pohjoismaissa.'],
    en: ['EV charging', 'Fast charging along your route – over 300 charging points in the Nordics.'],
    sv: ['Laddning av elbil', 'Snabbladda längs vägen – över 300 laddpunkter i Norden.'],
    no: ['Elbillading', 'Hurtiglad langs veien – over 300 ladepunkter i Norden.'],
  },
  loyalty: {
    fi: ['Kanta-asiakkuus', 'Kerää etuja jokaisesta tankkauksesta ja ostoksesta Nordic Energy Plus -ohjelmassa.'],
    en: ['Loyalty programme', 'Collect benefits from every fill-up and purchase with Nordic Energy Plus.'],
    sv: ['Kundklubb', 'Samla förmåner vid varje tankning och köp med Nordic Energy Plus.'],
    no: ['App og tilbud', 'Samle fordeler på hver fylling og hvert kjøp med Nordic Energy Plus.'],
  },
  mobileApp: {
    fi: ['Mobiilimaksu', 'Maksa tankkaus ja autopesu suoraan sovelluksella autosta poistumatta.'],
    en: ['Mobile payment app', 'Pay for fuel and car washes in the app without leaving your car.'],
    sv: ['Appen', 'Betala tankning och biltvätt i appen utan att lämna bilen.'],
    no: ['Appen', 'Betal for drivstoff og bilvask i appen uten å gå ut av bilen.'],
  },
  services: {
    fi: ['Palvelut', 'Autopesut, peräkärryt, pakettipalvelut ja paljon muuta asemillamme.'],
    en: ['Services', 'Car washes, trailers, parcel services and much more at our stations.'],
    sv: ['Tjänster', 'Biltvätt, släpvagnar, paketombud och mycket mer på våra stationer.'],
    no: ['Tjenester', 'Bilvask, tilhengere, pakkeutlevering og mye mer på stasjonene våre.'],
  },
  carWash: {
    fi: ['Autopesu', 'Kosketukseton pesu, harjapesu tai itsepalvelu – valitse autollesi sopiva pesu.'],
    en: ['Car wash', 'Touchless, brush or self-service – choose the right wash for your car.'],
    sv: ['Biltvätt', 'Beröringsfri tvätt, borsttvätt eller gör-det-själv – välj rätt tvätt för bilen.'],
    no: ['Bilvask', 'Berøringsfri vask, børstevask eller selvvask – velg riktig vask for bilen.'],
  },
  trailerRent: {
    no: ['Tilhengerutleie', 'Lei tilhenger eller varehenger for en time, en dag eller en hel helg.'],
  },
  privacy: {
    fi: ['Tietosuoja', 'Näin käsittelemme henkilötietojasi ja suojaamme yksityisyytesi.'],
    en: ['Privacy policy', 'How we process your personal data and protect your privacy.'],
    sv: ['Integritetspolicy', 'Så behandlar vi dina personuppgifter och skyddar din integritet.'],
    no: ['Personvern', 'Slik behandler vi personopplysningene dine og beskytter personvernet ditt.'],
  },
  contactHub: {
    fi: ['Ota yhteyttä', 'Asiakaspalvelun, laskutuksen ja palautteen yhteystiedot yhdessä paikassa.'],
    en: ['Contact', 'Customer service, invoicing and feedback contacts in one place.'],
    sv: ['Kontakt', 'Kontaktuppgifter till kundservice, fakturering och synpunkter på ett ställe.'],
    no: ['Kundeservice og vanlige spørsmål', 'Svar på vanlige spørsmål og kontaktinformasjon til kundeservice.'],
  },
  campaign: {
    fi: ['Kampanja', 'Kampanjasivu ohjaa kanta-asiakasetuihin.'],
    en: ['Campaign', 'This campaign page forwards to the loyalty programme.'],
    sv: ['Kampanj', 'Kampanjsidan leder vidare till kundklubben.'],
    no: ['Kampanje', 'Kampanjesiden sender deg videre til app og tilbud.'],
  },
  showcase: {
    fi: ['Sisältöesimerkki', 'Esimerkkisivu, jolla on kaikki rikastetun tekstin elementit.'],
    en: ['Content showcase', 'A sample page with every rich-text element.'],
    sv: ['Innehållsexempel', 'En exempelsida med alla element för formaterad text.'],
    no: ['Innholdseksempel', 'En eksempelside med alle elementer for formatert tekst.'],
  },
};
