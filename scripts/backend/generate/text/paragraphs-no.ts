/** Norwegian (bokmål) body paragraphs by topic. */
import type { Topic } from '../site-tree';

/** Three paragraphs per topic. */
export const paragraphsNo: Record<Topic, readonly string[]> = {
  fuel: [
    'Alle stasjonene våre har 95 og 98 oktan bensin og en vinterdiesel som tåler streng kulde. Drivstoffet vårt oppfyller standardene EN 228 og EN 590.',
    'Fornybar HVO-diesel lages av avfall og restprodukter, og livsløpsutslippene er opptil 90 prosent lavere enn for fossil diesel. Den passer de fleste dieselbiler uten endringer.',
    'Betal med kort eller app ved pumpen eller i kassen. Mange stasjoner har også en automat som er åpen døgnet rundt.',
  ],
  ev: [
    'Hurtigladerne våre gir 50–300 kW, så en vanlig lading tar omtrent like lang tid som en kopp kaffe. Finn ladepunkter med filteret Lading i stasjonssøket.',
    'Start ladingen med appen, en ladebrikke eller et betalingskort i laderens leser. Du betaler for energien, ikke for tiden.',
    'Vi bygger stadig ut nettet langs hovedveiene og på stasjoner i byene. Alle laderne våre går på fornybar strøm.',
  ],
  loyalty: [
    'Som medlem i Nordic Energy Plus får du rabatt på drivstoff, kaffe og bilvask. Fordelene samles automatisk når du betaler med appen eller kobler til betalingskortet ditt.',
    'I appen kan du betale ved pumpen, kjøpe bilvask og følge med på fordelene dine. Kvitteringene lagres i appen, så du trenger ingen papirkvittering.',
    'Medlemskapet er gratis, og du kan avslutte det når du vil. Medlemmer får også personlige tilbud hver måned.',
  ],
  services: [
    'På stasjonene våre kan du vaske bilen, leie tilhenger, hente pakker eller holde møter. Tjenestene varierer fra stasjon til stasjon, så sjekk utvalget i stasjonssøket.',
    'Vaskehallene våre tilbyr berøringsfri vask og børstevask, og mange stasjoner har også selvvaskhaller. Du kan kjøpe vasken på forhånd i appen.',
    'For tungtrafikken har vi brede felt og AdBlue-pumper, og dusj og badstue for sjåførene.',
  ],
  business: [
    'Med bedriftskortet havner all fylling og lading for kjøretøyparken på én faktura. Rapporteringstjenesten viser forbruket per kjøretøy og kostnadssted.',
    'Bedriftssalget vårt tilpasser avtalen etter størrelsen og kjøremønsteret til kjøretøyparken. Vi tilbyr også drivstoffavtaler med fast pris som støtte for budsjettet.',
    'Stasjonene våre for yrkestransport er åpne døgnet rundt og har plass til fulle vogntog.',
  ],
  energy: [
    'Vi leverer biogass, fyringsolje, jordvarme og vindkraft til bedrifter. Hver løsning planlegges sammen med kunden ut fra forbruket og målene på stedet.',
    'Biogassen vår produseres av lokalt bioavfall og sidestrømmer fra landbruket. Den er et nesten klimanøytralt alternativ for tungtransport og industrivarme.',
    'En vindkraftavtale gir bedriften en langsiktig, forutsigbar pris og opprinnelsesgarantier for fornybar strøm.',
  ],
  about: [
    'Nordic Energy er et nordisk energiselskap med over tusen stasjoner i Finland, Sverige og Norge. Vi har rundt 4 800 ansatte.',
    'Virksomheten består av stasjonsnettet, energiløsninger for bedriftskunder og produksjon av fornybar energi. Hovedkontoret ligger i Helsingfors.',
    'Styret og konsernledelsen styrer selskapet mot klimanøytralitet innen 2040.',
  ],
  sustainability: [
    'Målet vårt er å kutte utslippene fra egen virksomhet med 80 prosent innen 2030. Vi rapporterer om fremdriften hvert år.',
    'Vi øker andelen fornybart drivstoff og bygger ut ladenettet slik at kundene våre enkelt kan kutte utslippene sine.',
    'I skog- og jordprosjektene våre binder vi karbon på lang sikt og tar samtidig vare på naturmangfoldet.',
  ],
  careers: [
    'Hos oss jobber stasjonsmedarbeidere, kokker, ingeniører og spesialister i tre land. Vi tilbyr fleksibel arbeidstid og muligheten til å vokse fra én rolle til en annen.',
    'Vi ser alltid etter sommervikarer og lærlinger. Søknader behandles hele året.',
    'Opplæringen varer de første ukene, og hver nye medarbeider får sin egen fadder.',
  ],
  news: [
    'Her forteller vi om aktuelle saker, nye stasjoner og tjenester. Journalister når kommunikasjonsavdelingen vår på hverdager kl. 8–16.',
    'I historiene forteller kunder og ansatte om hverdagen på stasjonene og langs veien.',
    'Børsmeldinger publiseres samtidig på finsk, svensk og engelsk.',
  ],
  notices: [
    'Her finner du oppdaterte sikkerhetsdatablader og meldinger om kvalitetsavvik i produktene våre.',
    'Hvis det oppstår en feil i en betalings- eller ladetjeneste, melder vi om det her så raskt som mulig. Feil rettes vanligvis i løpet av noen timer.',
    'Sikkerhetsdatabladene oppdateres alltid når sammensetningen eller klassifiseringen av et produkt endres.',
  ],
  legal: [
    'Vi behandler personopplysninger bare for de oppgitte formålene og lagrer dem sikkert innenfor EØS.',
    'Du har rett til innsyn, retting og sletting av opplysningene dine. Du kan også når som helst reservere deg mot direkte markedsføring.',
    'Bruk av nettstedet forutsetter at du godtar disse vilkårene. Vilkårene kan endres, og endringer varsles på denne siden.',
  ],
};
