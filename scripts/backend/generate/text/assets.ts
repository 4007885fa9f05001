/** Titles and alt texts of the generated assets, in each language. */
import type { SceneKey } from '../scenes';
import type { ByLanguage } from './types';

/** [title, alt] */
export type AssetText = readonly [title: string, alt: string];

/** Title and alt of each scene's images. */
export const sceneText: Record<SceneKey, ByLanguage<AssetText>> = {
  stationDay: {
    fi: ['Asema päivällä', 'Nordic Energyn asema katoksineen ja myymälöineen aurinkoisena päivänä'],
    en: ['Station by day', 'A Nordic Energy station with its canopy and shop on a sunny day'],
    sv: ['Station i dagsljus', 'En Nordic Energy-station med tak och butik en solig dag'],
    no: ['Stasjon på dagtid', 'En Nordic Energy-stasjon med tak og butikk en solfylt dag'],
  },
  stationDusk: {
    fi: ['Asema illalla', 'Valaistu asemakatos ja myymälä iltaruskossa'],
    en: ['Station at dusk', 'A lit station canopy and shop in the evening glow'],
    sv: ['Station i skymningen', 'Ett upplyst stationstak och en butik i kvällsljuset'],
    no: ['Stasjon i skumringen', 'Et opplyst stasjonstak og en butikk i kveldslyset'],
  },
  stationNight: {
    fi: ['Asema yöllä', 'Asema valaistuna tähtitaivaan alla'],
    en: ['Station at night', 'A station lit up under a starry sky'],
    sv: ['Station på natten', 'En upplyst station under en stjärnklar himmel'],
    no: ['Stasjon om natten', 'En opplyst stasjon under en stjerneklar himmel'],
  },
  truckStop: {
    fi: ['Raskaan liikenteen asema', 'Rekka tankkaamassa raskaan liikenteen asemalla'],
    en: ['Truck stop', 'A truck filling up at a heavy-traffic station'],
    sv: ['Truckstop', 'En lastbil tankar vid en station för tung trafik'],
    no: ['Truckstopp', 'En lastebil fyller drivstoff ved en stasjon for tungtrafikk'],
  },
  windFarm: {
    fi: ['Tuulipuisto', 'Tuulivoimaloita kukkuloiden edessä sinisen taivaan alla'],
    en: ['Wind farm', 'Wind turbines in front of hills under a blue sky'],
    sv: ['Vindkraftspark', 'Vindkraftverk framför kullar under blå himmel'],
    no: ['Vindpark', 'Vindturbiner foran åser under blå himmel'],
  },
  fields: {
    fi: ['Pellot ja tuulivoimalat', 'Viljapeltoja ja tuulivoimaloita maaseudulla'],
    en: ['Fields and turbines', 'Grain fields and wind turbines in the countryside'],
    sv: ['Fält och vindkraftverk', 'Sädesfält och vindkraftverk på landsbygden'],
    no: ['Jorder og vindturbiner', 'Kornåkrer og vindturbiner på landsbygda'],
  },
  roadForest: {
    fi: ['Tie metsän läpi', 'Maantie kulkee kuusimetsän halki kohti asemaa'],
    en: ['Road through the forest', 'A country road running through a spruce forest towards a station'],
    sv: ['Väg genom skogen', 'En landsväg genom granskogen mot en station'],
    no: ['Vei gjennom skogen', 'En landevei gjennom granskogen mot en stasjon'],
  },
  harbour: {
    fi: ['Satamaterminaali', 'Säiliöalus ja polttoainesäiliöt satamassa auringonlaskussa'],
    en: ['Harbour terminal', 'A tanker and fuel tanks in the harbour at sunset'],
    sv: ['Hamnterminal', 'Ett tankfartyg och bränsletankar i hamnen i solnedgången'],
    no: ['Havneterminal', 'Et tankskip og drivstofftanker i havna i solnedgangen'],
  },
  evCharger: {
    fi: ['Sähköauton latausasema', 'Sähköauto latautumassa pikalaturilla kaupungissa illalla'],
    en: ['EV charging station', 'An electric car charging at a fast charger in the city at night'],
    sv: ['Laddstation', 'En elbil laddas vid en snabbladdare i staden på kvällen'],
    no: ['Ladestasjon', 'En elbil lader ved en hurtiglader i byen om kvelden'],
  },
  carWash: {
    fi: ['Autopesula', 'Punainen auto kosketuksettomassa pesussa vaahdon keskellä'],
    en: ['Car wash', 'A red car in a touchless wash surrounded by foam'],
    sv: ['Biltvätt', 'En röd bil i en beröringsfri tvätt omgiven av skum'],
    no: ['Bilvask', 'En rød bil i en berøringsfri vask omgitt av skum'],
  },
  city: {
    fi: ['Kaupunki illalla', 'Kaupungin siluetti ja valaistut ikkunat iltataivasta vasten'],
    en: ['City at dusk', 'A city skyline with lit windows against the evening sky'],
    sv: ['Staden i skymningen', 'En stadssiluett med upplysta fönster mot kvällshimlen'],
    no: ['Byen i skumringen', 'En bysilhuett med opplyste vinduer mot kveldshimmelen'],
  },
  lakeside: {
    fi: ['Maalämpötalo järven rannalla', 'Punainen talo järven rannalla ja maalämpöputket maan alla'],
    en: ['Geothermal home by a lake', 'A red house by a lake with geothermal pipes underground'],
    sv: ['Bergvärmehus vid sjön', 'Ett rött hus vid en sjö med bergvärmerör under marken'],
    no: ['Jordvarmehus ved vannet', 'Et rødt hus ved et vann med jordvarmerør under bakken'],
  },
};

/** The brand logo's alt text. */
export const logoAlt: ByLanguage<string> = {
  fi: 'Nordic Energy – etusivulle', en: 'Nordic Energy – to the front page', sv: 'Nordic Energy – till startsidan', no: 'Nordic Energy – til forsiden',
};

/** Titles of the downloadable files. */
export const fileText: ByLanguage<{ priceList: string; terms: string; priceLines: readonly string[] }> = {
  fi: {
    priceList: 'Hinnasto', terms: 'Käyttöehdot (PDF)',
    priceLines: ['Hinnasto, yritysasiakkaat', 'Polttoöljy: 1,28 €/l', 'Biokaasu: 1,69 €/kg', 'Pikalataus: 0,45 €/kWh', 'Hinnat sisältävät arvonlisäveron.'],
  },
  en: {
    priceList: 'Price list', terms: 'Terms of use (PDF)',
    priceLines: ['Price list, business customers', 'Heating oil: EUR 1.28/l', 'Biogas: EUR 1.69/kg', 'Fast charging: EUR 0.45/kWh', 'Prices include VAT.'],
  },
  sv: {
    priceList: 'Prislista', terms: 'Allmänna villkor (PDF)',
    priceLines: ['Prislista, företagskunder', 'Eldningsolja: 14,20 kr/l', 'Biogas: 19,90 kr/kg', 'Snabbladdning: 4,95 kr/kWh', 'Priserna inkluderar moms.'],
  },
  no: {
    priceList: 'Prisliste', terms: 'Vilkår for bruk (PDF)',
    priceLines: ['Prisliste, bedriftskunder', 'Fyringsolje: 15,40 kr/l', 'Biogass: 21,90 kr/kg', 'Hurtiglading: 4,90 kr/kWh', 'Prisene inkluderer mva.'],
  },
};

/** [title, alt] of the videos. */
export const videoText: Record<'windVideo' | 'washVideo', ByLanguage<AssetText>> = {
  windVideo: {
    fi: ['Tuulivoimalat pyörivät', 'Animaatio pyörivistä tuulivoimaloista'],
    en: ['Turning wind turbines', 'Animation of turning wind turbines'],
    sv: ['Vindkraftverk i rörelse', 'Animation av vindkraftverk som snurrar'],
    no: ['Vindturbiner i bevegelse', 'Animasjon av vindturbiner som snurrer'],
  },
  washVideo: {
    fi: ['Autopesu käynnissä', 'Animaatio autosta pesulassa vaahdon keskellä'],
    en: ['Car wash in action', 'Animation of a car in a wash surrounded by foam'],
    sv: ['Biltvätt i gång', 'Animation av en bil i tvätten omgiven av skum'],
    no: ['Bilvask i gang', 'Animasjon av en bil i vaskehallen omgitt av skum'],
  },
};
