/** Titles and leads of the business, about-us and notice pages. */
import type { PageText, SomeLanguages } from './types';

/** [title, lead] by site-tree node id. */
export const companyPageText: Record<string, SomeLanguages<PageText>> = {
  b2b: {
    fi: ['Yrityksille', 'Energiaratkaisut, yrityskortit ja palvelut yrityksesi liikkumiseen ja kiinteistöihin.'],
    en: ['For business', 'Energy solutions, business cards and services for your fleet and properties.'],
    sv: ['Företag', 'Energilösningar, företagskort och tjänster för fordonsflotta och fastigheter.'],
    no: ['Bedrift', 'Energiløsninger, bedriftskort og tjenester for kjøretøyparken og eiendommene.'],
  },
  bedrift: {
    no: ['Bedriftskunder', 'Alt for bedriftskunder samlet: kort, avtaler og energi.'],
  },
  b2bPartnership: {
    fi: ['B2B-kumppanuus', 'Pitkäaikainen kumppanuus yritysten energiahankintoihin ja kalustonhallintaan.'],
  },
  businessServices: {
    fi: ['Business-palvelut', 'Palvelut ammattiliikenteelle ja yritysten kalustolle.'],
    en: ['Business services', 'Services for professional transport and company fleets.'],
    sv: ['Tjänster för företag', 'Tjänster för yrkestrafik och företagets fordonsflotta.'],
    no: ['Tjenester for bedrifter', 'Tjenester for yrkestransport og bedriftens kjøretøypark.'],
  },
  skalMembership: {
    fi: ['SKAL-jäsenyys', 'SKAL:n jäsenyritykset saavat erityisedut raskaan kaluston tankkauksiin.'],
  },
  businessCards: {
    fi: ['Yrityskortit', 'Yrityskortilla hallitset kaluston polttoaine- ja latauskulut yhdellä laskulla.'],
    en: ['Business cards', "Manage your fleet's fuel and charging costs on one invoice with a business card."],
    sv: ['Företagskort', 'Med företagskortet hanterar du flottans drivmedels- och laddkostnader på en faktura.'],
    no: ['Bedriftskort', 'Med bedriftskortet styrer du drivstoff- og ladekostnadene på én faktura.'],
  },
  fuelAgreement: {
    sv: ['Drivmedelsavtal', 'Förutsägbara priser och leveranser med ett drivmedelsavtal för ditt företag.'],
  },
  businessContact: {
    fi: ['Ota yhteyttä yritysmyyntiin', 'Yritysmyyntimme auttaa löytämään oikeat ratkaisut yrityksellesi.'],
    en: ['Contact business sales', 'Our business sales team helps you find the right solutions for your company.'],
    sv: ['Kontakta företagsförsäljningen', 'Vår företagsförsäljning hjälper dig att hitta rätt lösningar för ditt företag.'],
    no: ['Kontakt bedriftssalg', 'Bedriftssalget vårt hjelper deg å finne riktige løsninger for bedriften.'],
  },
  energyProducts: {
    fi: ['Energiatuotteet', 'Biokaasu, polttoöljy, maalämpö ja tuulivoima yrityksesi tarpeisiin.'],
    en: ['Energy products', 'Biogas, heating oil, geothermal heat and wind power for your business.'],
    sv: ['Energiprodukter', 'Biogas, eldningsolja, bergvärme och vindkraft för ditt företag.'],
    no: ['Energiprodukter', 'Biogass, fyringsolje, jordvarme og vindkraft for bedriften din.'],
  },
  biogas: {
    fi: ['Biokaasu yrityksille', 'Kotimaista biokaasua raskaaseen liikenteeseen ja teollisuuden prosesseihin.'],
    en: ['Biogas for business', 'Locally produced biogas for heavy transport and industrial processes.'],
    sv: ['Biogas för företag', 'Lokalt producerad biogas för tunga transporter och industriprocesser.'],
    no: ['Biogass for bedrifter', 'Lokalt produsert biogass for tungtransport og industriprosesser.'],
  },
  heatingOil: {
    fi: ['Polttoöljy yrityksille', 'Lämmitys- ja työkoneöljyt toimitettuna sovittuna päivänä.'],
    en: ['Heating oil for business', 'Heating and machinery oils delivered on the agreed day.'],
    sv: ['Eldningsolja för företag', 'Eldnings- och arbetsmaskinsoljor levererade på avtalad dag.'],
    no: ['Fyringsolje for bedrifter', 'Fyringsolje og anleggsdiesel levert på avtalt dag.'],
  },
  geothermal: {
    fi: ['Maalämpö yrityksille', 'Maalämpöratkaisut toimitiloihin suunnittelusta ylläpitoon.'],
    en: ['Geothermal heat for business', 'Geothermal solutions for commercial premises, from design to maintenance.'],
    sv: ['Bergvärme för företag', 'Bergvärmelösningar för lokaler, från projektering till underhåll.'],
    no: ['Jordvarme for bedrifter', 'Jordvarmeløsninger for næringsbygg, fra prosjektering til vedlikehold.'],
  },
  wind: {
    fi: ['Tuulivoima yrityksille', 'Tuulisähkön pitkäaikaiset sopimukset ja alkuperätakuut.'],
    en: ['Wind power for business', 'Long-term wind power agreements and guarantees of origin.'],
    sv: ['Vindkraft för företag', 'Långsiktiga avtal om vindkraft och ursprungsgarantier.'],
    no: ['Vindkraft for bedrifter', 'Langsiktige avtaler om vindkraft og opprinnelsesgarantier.'],
  },
  about: {
    fi: ['Tietoa meistä', 'Pohjoismainen energiayhtiö, jolla on asemia Suomessa, Ruotsissa ja Norjassa.'],
    en: ['About us', 'A Nordic energy company with stations in Finland, Sweden and Norway.'],
    sv: ['Om oss', 'Ett nordiskt energibolag med stationer i Finland, Sverige och Norge.'],
    no: ['Om oss', 'Et nordisk energiselskap med stasjoner i Finland, Sverige og Norge.'],
  },
  companyInfo: {
    fi: ['Yhtiötiedot', 'Organisaatio, omistus ja keskeiset tiedot Nordic Energystä.'],
    en: ['Company information', 'Organisation, ownership and key facts about Nordic Energy.'],
    sv: ['Företagsinformation', 'Organisation, ägande och nyckelfakta om Nordic Energy.'],
    no: ['Selskapsinformasjon', 'Organisasjon, eierskap og nøkkelfakta om Nordic Energy.'],
  },
  areas: { en: ['Areas of operation', 'Where we operate: station networks, terminals and energy production.'] },
  keyFigures: { en: ['Key figures and IR', 'Financial key figures, reports and information for investors.'] },
  management: { sv: ['Ledning', 'Koncernledningen och styrelsen för Nordic Energy.'] },
  sustainability: {
    fi: ['Vastuullisuus', 'Vähennämme päästöjä ja tuomme uusiutuvaa energiaa arkeen.'],
    en: ['Sustainability', 'We cut emissions and bring renewable energy into everyday life.'],
    sv: ['Hållbarhet', 'Vi minskar utsläppen och gör förnybar energi till en del av vardagen.'],
    no: ['Bærekraft', 'Vi kutter utslipp og gjør fornybar energi til en del av hverdagen.'],
  },
  energyTransition: { en: ['Energy transition', 'Our roadmap from fossil fuels to renewable energy by 2040.'] },
  reporting: { en: ['Sustainability reporting', 'Annual sustainability reports, emissions data and reporting principles.'] },
  carbonSequestration: { en: ['Carbon sequestration', 'How our forest and soil projects bind carbon for the long term.'] },
  careers: {
    fi: ['Avoimet työpaikat', 'Tule mukaan tekemään energiamurrosta – katso avoimet paikat.'],
    en: ['Open positions', 'Join us in making the energy transition happen – see our open positions.'],
    sv: ['Lediga jobb', 'Var med och driv energiomställningen – se våra lediga tjänster.'],
    no: ['Ledige stillinger', 'Bli med og driv energiomstillingen – se våre ledige stillinger.'],
  },
  newsAndMedia: {
    fi: ['Uutiset ja media', 'Ajankohtaiset uutiset, mediapankki ja yhteystiedot toimittajille.'],
    en: ['News and media', 'Latest news, media bank and contacts for journalists.'],
    sv: ['Nyheter och press', 'Senaste nytt, mediabank och kontakter för journalister.'],
    no: ['Nyheter og presse', 'Siste nytt, mediebank og kontakter for journalister.'],
  },
  pressReleases: {
    fi: ['Lehdistö- ja yhtiötiedotteet', 'Kaikki lehdistö- ja yhtiötiedotteemme, uusimmat ensin.'],
    en: ['Company and press releases', 'All our company and press releases, newest first.'],
    sv: ['Pressmeddelanden', 'Alla våra pressmeddelanden, de senaste först.'],
    no: ['Pressemeldinger', 'Alle pressemeldingene våre, de nyeste først.'],
  },
  stories: {
    fi: ['Tarinat', 'Tarinoita asemiltamme, asiakkailtamme ja energiamurroksen tekijöiltä.'],
    en: ['Stories', 'Stories from our stations, our customers and the people behind the energy transition.'],
    sv: ['Berättelser', 'Berättelser från våra stationer, kunder och människorna bakom energiomställningen.'],
    no: ['Historier', 'Historier fra stasjonene, kundene og menneskene bak energiomstillingen.'],
  },
  safetyNotices: {
    fi: ['Käyttöturva- ja tuotetiedotteet', 'Käyttöturvallisuustiedotteet ja tuotteitamme koskevat ilmoitukset.'],
    sv: ['Säkerhets- och produktmeddelanden', 'Säkerhetsdatablad och meddelanden om våra produkter.'],
    no: ['Sikkerhets- og produktmeldinger', 'Sikkerhetsdatablader og meldinger om produktene våre.'],
  },
  faultNotices: {
    fi: ['Vika- ja häiriötiedotteet', 'Ajankohtaiset tiedot maksu- ja latauspalvelujen häiriöistä.'],
    sv: ['Fel- och störningsmeddelanden', 'Aktuell information om störningar i betal- och laddtjänster.'],
    no: ['Feil- og driftsmeldinger', 'Aktuell informasjon om driftsforstyrrelser i betalings- og ladetjenester.'],
  },
  accessibility: {
    fi: ['Saavutettavuusseloste', 'Verkkopalvelumme saavutettavuuden tila ja palautekanava.'],
    en: ['Accessibility statement', 'The accessibility status of our website and how to give feedback.'],
    sv: ['Tillgänglighetsredogörelse', 'Hur tillgänglig vår webbplats är och hur du lämnar synpunkter.'],
    no: ['Tilgjengelighetserklæring', 'Hvor tilgjengelig nettstedet vårt er og hvordan du gir tilbakemelding.'],
  },
};
