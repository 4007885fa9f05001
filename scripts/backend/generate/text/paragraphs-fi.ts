/** Finnish body paragraphs by topic. */
import type { Topic } from '../site-tree';

/** Three paragraphs per topic. */
export const paragraphsFi: Record<Topic, readonly string[]> = {
  fuel: [
    'Kaikilla asemillamme on tarjolla 95- ja 98-oktaaniset bensiinit sekä talvilaatuinen diesel, joka toimii kovillakin pakkasilla. Polttoaineemme täyttävät EN 228- ja EN 590 -standardien vaatimukset.',
    'Uusiutuva HVO-diesel valmistetaan jätteistä ja tähteistä, ja sen elinkaaripäästöt ovat jopa 90 prosenttia fossiilista dieseliä pienemmät. Se sopii useimpiin dieselautoihin ilman muutoksia.',
    'Tankkauksen voi maksaa kortilla tai sovelluksella mittarilla tai kassalla. Monella asemalla palvelee myös automaatti ympäri vuorokauden.',
  ],
  ev: [
    'Pikalatureidemme teho on 50–300 kW, joten tyypillinen lataus kestää kahvikupillisen verran. Latauspisteet löydät asemahausta Lataus-suodattimella.',
    'Latauksen voi aloittaa sovelluksella, latauskortilla tai maksukortilla suoraan laturin lukijasta. Maksat ladatusta energiasta etkä ajasta.',
    'Laajennamme latausverkostoa jatkuvasti pääteiden varsille ja kaupunkien asemille. Kaikki laturimme käyttävät uusiutuvaa sähköä.',
  ],
  loyalty: [
    'Nordic Energy Plus -kanta-asiakkaana saat alennusta polttoaineesta, kahvista ja autopesuista. Edut kertyvät automaattisesti, kun maksat sovelluksella tai liität maksukorttisi ohjelmaan.',
    'Sovelluksella voit maksaa tankkauksen suoraan mittarilla, ostaa pesun ja seurata kertyneitä etujasi. Kuitit tallentuvat sovellukseen, joten paperikuittia ei tarvita.',
    'Liittyminen on maksutonta, ja voit lopettaa jäsenyyden milloin tahansa. Jäsenet saavat myös kuukausittain henkilökohtaisia tarjouksia.',
  ],
  services: [
    'Asemillamme voit pestä auton, vuokrata peräkärryn, noutaa paketin tai pitää palaverin. Palvelut vaihtelevat asemittain, joten tarkista valikoima asemahausta.',
    'Automaattipesuloissamme on kosketukseton pesu ja harjapesu, ja monella asemalla on myös itsepalvelupesupaikat. Pesun voi ostaa etukäteen sovelluksesta.',
    'Raskaalle liikenteelle tarjoamme leveät kaistat ja AdBlue-mittarit sekä kuljettajille suihkut ja saunat.',
  ],
  business: [
    'Yrityskortilla kaikki kaluston tankkaukset ja lataukset kootaan yhdelle laskulle. Raportointipalvelu näyttää kulutuksen ajoneuvoittain ja kustannuspaikoittain.',
    'Yritysmyyntimme räätälöi sopimuksen kaluston koon ja ajoprofiilin mukaan. Tarjoamme myös kiinteähintaisia polttoainesopimuksia budjetoinnin tueksi.',
    'Ammattiliikenteen asemamme palvelevat ympäri vuorokauden, ja niillä on tilaa täysperävaunuyhdistelmille.',
  ],
  energy: [
    'Toimitamme yrityksille biokaasua, polttoöljyä, maalämpöä ja tuulisähköä. Kokonaisratkaisu suunnitellaan yhdessä asiakkaan kanssa kohteen kulutuksen ja tavoitteiden pohjalta.',
    'Biokaasumme tuotetaan kotimaisista biojätteistä ja maatalouden sivuvirroista. Se on lähes hiilineutraali vaihtoehto raskaaseen liikenteeseen ja teollisuuden lämmöntuotantoon.',
    'Tuulivoimasopimuksella yritys saa pitkäaikaisen, ennustettavan hinnan ja alkuperätakuut uusiutuvalle sähkölle.',
  ],
  about: [
    'Nordic Energy on pohjoismainen energiayhtiö, jolla on yli tuhat asemaa Suomessa, Ruotsissa ja Norjassa. Työllistämme noin 4 800 ihmistä.',
    'Liiketoimintamme koostuu asemaverkostosta, yritysasiakkaiden energiaratkaisuista ja uusiutuvan energian tuotannosta. Pääkonttorimme sijaitsee Helsingissä.',
    'Hallitus ja johtoryhmä ohjaavat yhtiötä kohti hiilineutraaliutta vuoteen 2040 mennessä.',
  ],
  sustainability: [
    'Tavoitteemme on vähentää oman toimintamme päästöjä 80 prosenttia vuoteen 2030 mennessä. Raportoimme edistymisestä vuosittain.',
    'Kasvatamme uusiutuvien polttoaineiden osuutta ja rakennamme latausverkostoa, jotta asiakkaidemme on helppo vähentää päästöjään.',
    'Metsä- ja maaperähankkeissamme sidomme hiiltä pitkäaikaisesti ja vaalimme samalla luonnon monimuotoisuutta.',
  ],
  careers: [
    'Meillä työskentelee asemamyyjiä, kokkeja, insinöörejä ja asiantuntijoita kolmessa maassa. Tarjoamme joustavat työajat ja mahdollisuuden kasvaa tehtävästä toiseen.',
    'Haemme jatkuvasti kesätyöntekijöitä ja harjoittelijoita. Hakemuksia käsitellään ympäri vuoden.',
    'Perehdytys kestää ensimmäiset viikot, ja jokainen uusi työntekijä saa oman kummin.',
  ],
  news: [
    'Kerromme täällä ajankohtaisista asioista sekä uusista asemista ja palveluista. Median edustajat tavoittavat viestintämme arkisin kello 8–16.',
    'Tarinoissa asiakkaamme ja työntekijämme kertovat arjestaan asemilla ja tien päällä.',
    'Yhtiötiedotteet julkaistaan samanaikaisesti suomeksi, ruotsiksi ja englanniksi.',
  ],
  notices: [
    'Tältä sivulta löydät ajankohtaiset käyttöturvallisuustiedotteet ja ilmoitukset tuotteiden laatupoikkeamista.',
    'Jos maksu- tai latauspalvelussa on häiriö, kerromme siitä täällä mahdollisimman nopeasti. Viat korjataan yleensä muutamassa tunnissa.',
    'Käyttöturvallisuustiedotteet päivitetään aina, kun tuotteen koostumus tai luokitus muuttuu.',
  ],
  legal: [
    'Käsittelemme henkilötietoja vain ilmoitettuihin tarkoituksiin ja säilytämme ne turvallisesti EU:n alueella.',
    'Sinulla on oikeus tarkastaa, korjata ja poistaa tietosi. Voit myös kieltää suoramarkkinoinnin milloin tahansa.',
    'Verkkopalvelun käyttö edellyttää näiden ehtojen hyväksymistä. Ehdot voivat muuttua, ja muutoksista kerrotaan tällä sivulla.',
  ],
};
