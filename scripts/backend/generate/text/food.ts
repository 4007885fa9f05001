/** Lunch dishes and café/restaurant menu items in each language. */
import type { ByLanguage } from './types';

/** Weekday lunch dishes; index i is the same dish in every language. */
export const dishes: ByLanguage<readonly string[]> = {
  fi: [
    'Lihakeitto ja ruisleipä', 'Broileria ja kermaperunat', 'Paistettua silakkaa ja perunamuusia', 'Kinkkukiusaus',
    'Jauhelihapihvit ja sipulikastike', 'Uunilohi ja tillikastike', 'Kasvislasagne', 'Hernekeitto ja pannukakku',
    'Porsaanleike ja paistetut perunat', 'Makaronilaatikko', 'Lohikeitto', 'Kaalikääryleet ja puolukkahillo',
    'Broilerikastike ja riisi', 'Kikhernecurry', 'Karjalanpaisti',
  ],
  en: [
    'Meat soup with rye bread', 'Chicken with creamy potatoes', 'Fried Baltic herring with mashed potatoes', 'Ham and potato gratin',
    'Beef patties with onion gravy', 'Oven-baked salmon with dill sauce', 'Vegetable lasagne', 'Pea soup with oven pancake',
    'Pork schnitzel with fried potatoes', 'Macaroni casserole', 'Creamy salmon soup', 'Cabbage rolls with lingonberry jam',
    'Chicken stew with rice', 'Chickpea curry', 'Karelian hot pot',
  ],
  sv: [
    'Köttsoppa med rågbröd', 'Kyckling med gräddpotatis', 'Stekt strömming med potatismos', 'Skinkgratäng',
    'Pannbiff med löksås', 'Ugnsbakad lax med dillsås', 'Grönsakslasagne', 'Ärtsoppa med pannkaka',
    'Fläskschnitzel med stekt potatis', 'Makaronilåda', 'Laxsoppa', 'Kåldolmar med lingonsylt',
    'Kycklinggryta med ris', 'Kikärtscurry', 'Karelsk gryta',
  ],
  no: [
    'Kjøttsuppe med rugbrød', 'Kylling med fløtepoteter', 'Stekt sild med potetmos', 'Skinkegrateng',
    'Karbonader med løksaus', 'Ovnsbakt laks med dillsaus', 'Grønnsakslasagne', 'Ertesuppe med pannekake',
    'Svinekotelett med stekte poteter', 'Makaronigrateng', 'Laksesuppe', 'Kålruletter med tyttebærsyltetøy',
    'Kyllinggryte med ris', 'Kikertcurry', 'Fiskeboller i hvit saus',
  ],
};

type MenuRow = readonly [name: string, description: string];

/** Menu items; index i is the same item in every language, priced by `menuPricesEur[i]`. */
export const menuItems: ByLanguage<readonly MenuRow[]> = {
  fi: [
    ['Hampurilainen', 'Naudanlihapihvi, cheddar, suolakurkku ja ranskalaiset'],
    ['Kanasalaatti', 'Grillattua broileria, salaattia, kurkkua ja yrttikastiketta'],
    ['Pizza Margherita', 'Tomaattikastike, mozzarella ja basilika'],
    ['Lohikeitto', 'Kermainen lohikeitto ja ruisleipää'],
    ['Aamiainen', 'Puuro, munakas, leipä, kahvi ja mehu'],
    ['Lihapiirakka', 'Lihapiirakka kahdella nakilla ja kurkkusalaatilla'],
    ['Korvapuusti ja kahvi', 'Tuoreena leivottu korvapuusti ja suodatinkahvi'],
    ['Kasviswrap', 'Hummusta, paahdettuja kasviksia ja fetaa tortillassa'],
  ],
  en: [
    ['Burger', 'Beef patty, cheddar, pickles and fries'],
    ['Chicken salad', 'Grilled chicken, leaves, cucumber and herb dressing'],
    ['Pizza Margherita', 'Tomato sauce, mozzarella and basil'],
    ['Salmon soup', 'Creamy salmon soup with rye bread'],
    ['Breakfast', 'Porridge, omelette, bread, coffee and juice'],
    ['Meat pie', 'Finnish meat pie with two sausages and cucumber salad'],
    ['Cinnamon bun and coffee', 'Freshly baked cinnamon bun and filter coffee'],
    ['Vegetable wrap', 'Hummus, roasted vegetables and feta in a tortilla'],
  ],
  sv: [
    ['Hamburgare', 'Nötköttsburgare, cheddar, saltgurka och pommes frites'],
    ['Kycklingsallad', 'Grillad kyckling, sallad, gurka och örtdressing'],
    ['Pizza Margherita', 'Tomatsås, mozzarella och basilika'],
    ['Laxsoppa', 'Krämig laxsoppa med rågbröd'],
    ['Frukost', 'Gröt, omelett, bröd, kaffe och juice'],
    ['Köttpirog', 'Köttpirog med två korvar och gurksallad'],
    ['Kanelbulle och kaffe', 'Nybakad kanelbulle och bryggkaffe'],
    ['Grönsakswrap', 'Hummus, rostade grönsaker och fetaost i tortilla'],
  ],
  no: [
    ['Hamburger', 'Storfeburger, cheddar, sylteagurk og pommes frites'],
    ['Kyllingsalat', 'Grillet kylling, salat, agurk og urtedressing'],
    ['Pizza Margherita', 'Tomatsaus, mozzarella og basilikum'],
    ['Laksesuppe', 'Kremet laksesuppe med rugbrød'],
    ['Frokost', 'Grøt, omelett, brød, kaffe og juice'],
    ['Pølse i lompe', 'Grillpølse i lompe med sennep og sprøstekt løk'],
    ['Kanelbolle og kaffe', 'Nybakt kanelbolle og traktekaffe'],
    ['Grønnsakswrap', 'Hummus, bakte grønnsaker og fetaost i tortilla'],
  ],
};

/** Menu prices in euros; stations convert them into their market's currency. */
export const menuPricesEur: readonly number[] = [12.9, 11.5, 10.9, 11.9, 9.9, 7.5, 4.9, 9.5];
