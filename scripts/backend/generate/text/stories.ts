/**
 * The 48 article stories: tags and the title in each language. Every locale carries all 48 as
 * translations of each other; `--scale 10` repeats them as numbered follow-ups.
 */
import type { ByLanguage } from './types';

/** Tag codes of articles (the article lists filter on them). */
export const articleTags = [
  'news', 'press', 'stories', 'sustainability', 'ev-charging', 'biogas', 'wind', 'loyalty', 'careers', 'car-wash',
] as const;
/** One of articleTags. */
export type ArticleTag = (typeof articleTags)[number];

/** One story: its tags and title in each language. */
export interface Story {
  tags: readonly ArticleTag[];
  title: ByLanguage<string>;
}

type Row = [tags: ArticleTag[], fi: string, en: string, sv: string, no: string];

const rows: Row[] = [
  [['news', 'ev-charging'], 'Sata uutta pikalaturia pääteiden varsille', 'A hundred new fast chargers along the main roads',
    'Hundra nya snabbladdare längs huvudvägarna', 'Hundre nye hurtigladere langs hovedveiene'],
  [['press', 'biogas'], 'Nordic Energy avaa biokaasulaitoksen Lapualle', 'Nordic Energy opens a biogas plant in Lapua',
    'Nordic Energy öppnar en biogasanläggning i Lappo', 'Nordic Energy åpner et biogassanlegg i Lapua'],
  [['stories'], 'Yövuoron kokki, joka tuntee jokaisen rekkakuskin', 'The night-shift chef who knows every truck driver',
    'Nattkocken som känner varje lastbilschaufför', 'Nattkokken som kjenner alle lastebilsjåførene'],
  [['sustainability', 'wind'], 'Tuulipuisto kattaa kaikkien asemiemme sähkön', 'A wind farm now covers the electricity of all our stations',
    'En vindkraftspark täcker nu elen på alla våra stationer', 'En vindpark dekker nå strømmen til alle stasjonene våre'],
  [['loyalty'], 'Kanta-asiakasohjelma uudistuu: edut heti käyttöön', 'The loyalty programme is renewed: benefits available at once',
    'Kundklubben förnyas: förmånerna gäller direkt', 'Kundeprogrammet fornyes: fordelene gjelder med en gang'],
  [['careers'], 'Kesätyöhaku on avattu – haemme 600 nuorta', 'Summer job applications are open – we are hiring 600 young people',
    'Sommarjobbsansökan har öppnat – vi söker 600 unga', 'Sommerjobbsøknaden er åpnet – vi søker 600 unge'],
  [['car-wash', 'news'], 'Uudet kosketuksettomat pesulat säästävät vettä', 'New touchless car washes save water',
    'Nya beröringsfria biltvättar sparar vatten', 'Nye berøringsfrie vaskehaller sparer vann'],
  [['press'], 'Osavuosikatsaus: asemakaupan myynti kasvoi', 'Interim report: station retail sales grew',
    'Delårsrapport: stationsförsäljningen ökade', 'Delårsrapport: stasjonssalget økte'],
  [['stories', 'ev-charging'], 'Sähköautolla Hangosta Utsjoelle', 'By electric car from Hanko to Utsjoki',
    'Med elbil från Hangö till Utsjoki', 'Med elbil fra Hanko til Utsjoki'],
  [['sustainability'], 'Vastuullisuusraportti: päästöt laskivat 18 prosenttia', 'Sustainability report: emissions fell by 18 per cent',
    'Hållbarhetsrapport: utsläppen minskade med 18 procent', 'Bærekraftsrapport: utslippene falt med 18 prosent'],
  [['biogas', 'sustainability'], 'Biokaasurekat liikkeelle Etelä-Suomessa', 'Biogas trucks hit the road in southern Finland',
    'Biogaslastbilar rullar i södra Finland', 'Biogasslastebiler ruller i Sør-Finland'],
  [['news'], 'Asemaverkosto laajenee Norjassa', 'The station network expands in Norway',
    'Stationsnätet växer i Norge', 'Stasjonsnettet vokser i Norge'],
  [['press', 'wind'], 'Nordic Energy ja kunnat sopivat uudesta tuulipuistosta', 'Nordic Energy and local councils agree on a new wind farm',
    'Nordic Energy och kommunerna enas om en ny vindkraftspark', 'Nordic Energy og kommunene blir enige om en ny vindpark'],
  [['stories', 'careers'], 'Harjoittelijasta asemapäälliköksi viidessä vuodessa', 'From trainee to station manager in five years',
    'Från praktikant till stationschef på fem år', 'Fra lærling til stasjonssjef på fem år'],
  [['loyalty', 'car-wash'], 'Jäsenille pesukausikortti puoleen hintaan', 'Members get a car-wash season pass at half price',
    'Medlemmar får säsongskort för biltvätt till halva priset', 'Medlemmer får sesongkort for bilvask til halv pris'],
  [['ev-charging', 'press'], 'Latausverkosto ylitti 300 latauspisteen rajan', 'The charging network passes 300 charging points',
    'Laddnätet passerar 300 laddpunkter', 'Ladenettet passerer 300 ladepunkter'],
  [['news', 'sustainability'], 'Kaikilla asemilla nyt uusiutuvaa HVO-dieseliä', 'Renewable HVO diesel now at every station',
    'Förnybar HVO-diesel nu på alla stationer', 'Fornybar HVO-diesel nå på alle stasjoner'],
  [['stories'], 'Lounasbuffet, joka on pysynyt samana 30 vuotta', 'The lunch buffet that has stayed the same for 30 years',
    'Lunchbuffén som har varit sig lik i 30 år', 'Lunsjbuffeten som har vært den samme i 30 år'],
  [['careers'], 'Näin haet töihin asemallemme', 'How to apply for a job at our stations',
    'Så söker du jobb på våra stationer', 'Slik søker du jobb på stasjonene våre'],
  [['wind', 'sustainability'], 'Tuulisähkö kattaa jo puolet yritysasiakkaiden sähköstä', "Wind power already covers half of business customers' electricity",
    'Vindkraften täcker redan hälften av företagskundernas el', 'Vindkraften dekker allerede halvparten av bedriftskundenes strøm'],
  [['press'], 'Nordic Energy nimitti uuden talousjohtajan', 'Nordic Energy appoints a new Chief Financial Officer',
    'Nordic Energy utser ny finansdirektör', 'Nordic Energy ansetter ny finansdirektør'],
  [['biogas'], 'Maatilan lanta muuttuu liikennepolttoaineeksi', 'Farm manure becomes transport fuel',
    'Gödsel från gården blir fordonsbränsle', 'Husdyrgjødsel blir drivstoff'],
  [['car-wash'], 'Viisi vinkkiä auton talvipesuun', 'Five tips for washing your car in winter',
    'Fem tips för biltvätt på vintern', 'Fem tips for bilvask om vinteren'],
  [['loyalty', 'news'], 'Sovelluksella maksaminen onnistuu nyt kaikilla asemilla', 'App payment now works at every station',
    'Betalning med appen fungerar nu på alla stationer', 'Betaling med appen fungerer nå på alle stasjoner'],
  [['ev-charging'], 'Mistä latauksen hinta muodostuu?', 'What makes up the price of charging?',
    'Vad består laddningspriset av?', 'Hva består ladeprisen av?'],
  [['stories', 'sustainability'], 'Metsänomistaja, joka sitoo hiiltä sukupolvien ajan', 'The forest owner binding carbon for generations',
    'Skogsägaren som binder kol i generationer', 'Skogeieren som binder karbon i generasjoner'],
  [['news'], 'Asemien aukioloajat juhlapyhinä', 'Station opening hours over the holidays',
    'Stationernas öppettider under helgerna', 'Stasjonenes åpningstider i høytiden'],
  [['press', 'ev-charging'], 'Nordic Energy ja kauppaketju rakentavat latausasemia', 'Nordic Energy and a retail chain build charging hubs',
    'Nordic Energy och en handelskedja bygger laddstationer', 'Nordic Energy og en handelskjede bygger ladestasjoner'],
  [['careers', 'stories'], 'Insinööri, joka suunnittelee tulevaisuuden asemat', 'The engineer who designs the stations of the future',
    'Ingenjören som ritar framtidens stationer', 'Ingeniøren som tegner fremtidens stasjoner'],
  [['biogas', 'press'], 'Biokaasun tuotanto kaksinkertaistuu', 'Biogas production doubles',
    'Biogasproduktionen fördubblas', 'Biogassproduksjonen dobles'],
  [['wind'], 'Miten tuulipuiston paikka valitaan?', 'How is a site for a wind farm chosen?',
    'Hur väljs platsen för en vindkraftspark?', 'Hvordan velges stedet for en vindpark?'],
  [['loyalty'], 'Kanta-asiakkaiden suosikkiedut', "Members' favourite benefits",
    'Medlemmarnas favoritförmåner', 'Medlemmenes favorittfordeler'],
  [['news', 'car-wash'], 'Pesulat auki ympäri vuorokauden kymmenellä asemalla', 'Car washes open around the clock at ten stations',
    'Biltvättar öppna dygnet runt på tio stationer', 'Vaskehaller åpne døgnet rundt på ti stasjoner'],
  [['sustainability', 'press'], 'Nordic Energy sitoutuu tieteeseen perustuviin ilmastotavoitteisiin', 'Nordic Energy commits to science-based climate targets',
    'Nordic Energy ansluter sig till vetenskapsbaserade klimatmål', 'Nordic Energy slutter seg til vitenskapsbaserte klimamål'],
  [['stories'], 'Asema, jossa koko kylä käy aamukahvilla', 'The station where the whole village has its morning coffee',
    'Stationen där hela byn dricker morgonkaffe', 'Stasjonen der hele bygda drikker morgenkaffe'],
  [['ev-charging', 'news'], 'Pikalatureihin tulevat maksupäätteet', 'Payment terminals added to fast chargers',
    'Betalterminaler på snabbladdarna', 'Betalingsterminaler på hurtigladerne'],
  [['careers', 'news'], 'Nordic Energy palkittiin houkuttelevana työnantajana', 'Nordic Energy named an attractive employer',
    'Nordic Energy utsedd till attraktiv arbetsgivare', 'Nordic Energy kåret til attraktiv arbeidsgiver'],
  [['biogas', 'stories'], 'Kuljetusyrittäjä vaihtoi biokaasuun', 'A haulier switched to biogas',
    'Åkeriet som gick över till biogas', 'Transportøren som gikk over til biogass'],
  [['wind', 'press'], 'Uusi tuulipuisto tuotantoon Pohjanmaalla', 'New wind farm starts production in Ostrobothnia',
    'Ny vindkraftspark i drift i Österbotten', 'Ny vindpark i drift i Österbotten'],
  [['car-wash', 'loyalty'], 'Pesun voi nyt ostaa sovelluksesta etukäteen', 'You can now buy a car wash in advance in the app',
    'Nu kan du köpa biltvätten i förväg i appen', 'Nå kan du kjøpe bilvasken på forhånd i appen'],
  [['press'], 'Tilinpäätöstiedote: vuosi oli vahva', 'Financial statements release: a strong year',
    'Bokslutskommuniké: ett starkt år', 'Årsregnskap: et sterkt år'],
  [['sustainability'], 'Pullojen kierrätysaste nousi asemillamme', 'Bottle recycling rate rose at our stations',
    'Pantåtervinningen ökade på våra stationer', 'Panteandelen økte på stasjonene våre'],
  [['stories', 'car-wash'], 'Pesulanhoitaja, joka tuntee jokaisen harjan', 'The car-wash keeper who knows every brush',
    'Tvätthallsskötaren som känner varje borste', 'Vaskehallansvarlig som kjenner hver børste'],
  [['news', 'loyalty'], 'Edullisempi kahvi kanta-asiakkaille', 'Cheaper coffee for members',
    'Billigare kaffe för medlemmar', 'Billigere kaffe for medlemmer'],
  [['ev-charging', 'sustainability'], 'Aurinkopaneelit tuottavat sähköä latausasemille', 'Solar panels power our charging hubs',
    'Solpaneler ger el till laddstationerna', 'Solcellepaneler gir strøm til ladestasjonene'],
  [['careers'], 'Kuljettajille uusi koulutusohjelma', 'A new training programme for drivers',
    'Nytt utbildningsprogram för förare', 'Nytt opplæringsprogram for sjåfører'],
  [['wind', 'biogas', 'sustainability'], 'Uusiutuvan energian osuus nousi ennätykseen', 'Share of renewable energy hits a record',
    'Andelen förnybar energi når rekordnivå', 'Andelen fornybar energi når rekordnivå'],
  [['news', 'press', 'stories'], 'Nordic Energy 90 vuotta: asemalta energiayhtiöksi', 'Nordic Energy at 90: from a filling station to an energy company',
    'Nordic Energy 90 år: från bensinstation till energibolag', 'Nordic Energy 90 år: fra bensinstasjon til energiselskap'],
];

/** The stories, oldest-first order is decided by articles.ts. */
export const stories: readonly Story[] = rows.map(([tags, fi, en, sv, no]) => ({ tags, title: { fi, en, sv, no } }));

/** How a follow-up (scale > 1) is titled: "<title> (part 2)". */
export const partLabel: ByLanguage<string> = { fi: 'osa', en: 'part', sv: 'del', no: 'del' };

/** Authors of articles (bylines). */
export const authors: readonly string[] = [
  'Aino Virtanen', 'Mikko Laine', 'Sofia Lindqvist', 'Erik Johansson', 'Ingrid Hansen', 'Lars Nilsen',
  'Helmi Korhonen', 'Johanna Berg', 'Oskar Mäkelä', 'Kari Solberg', 'Emma Nieminen', 'Anders Dahl',
];
