/** Swedish body paragraphs by topic. */
import type { Topic } from '../site-tree';

/** Three paragraphs per topic. */
export const paragraphsSv: Record<Topic, readonly string[]> = {
  fuel: [
    'Alla våra stationer har 95- och 98-oktanig bensin och en vinterdiesel som klarar sträng kyla. Våra drivmedel uppfyller standarderna EN 228 och EN 590.',
    'Förnybar HVO-diesel tillverkas av avfall och restprodukter, och livscykelutsläppen är upp till 90 procent lägre än för fossil diesel. Den passar de flesta dieselbilar utan ändringar.',
    'Betala med kort eller app vid pumpen eller i kassan. Många stationer har också en automat som är öppen dygnet runt.',
  ],
  ev: [
    'Våra snabbladdare ger 50–300 kW, så en vanlig laddning tar ungefär lika lång tid som en kopp kaffe. Hitta laddpunkter med filtret Laddning i stationssökningen.',
    'Starta laddningen med appen, ett laddkort eller ett betalkort i laddarens läsare. Du betalar för energin, inte för tiden.',
    'Vi bygger ständigt ut nätet längs huvudvägarna och på stationer i städerna. Alla våra laddare drivs med förnybar el.',
  ],
  loyalty: [
    'Som medlem i Nordic Energy Plus får du rabatt på drivmedel, kaffe och biltvätt. Förmånerna samlas automatiskt när du betalar med appen eller kopplar ditt betalkort.',
    'I appen kan du betala vid pumpen, köpa en tvätt och följa dina förmåner. Kvittona sparas i appen, så du behöver inget papperskvitto.',
    'Medlemskapet är gratis och du kan avsluta det när du vill. Medlemmar får också personliga erbjudanden varje månad.',
  ],
  services: [
    'På våra stationer kan du tvätta bilen, hyra släpvagn, hämta paket eller ha möte. Tjänsterna varierar mellan stationerna, så kontrollera utbudet i stationssökningen.',
    'Våra automattvättar erbjuder beröringsfri tvätt och borsttvätt, och många stationer har även gör-det-själv-platser. Du kan köpa tvätten i förväg i appen.',
    'För tung trafik har vi breda körfält och AdBlue-pumpar samt duschar och bastu för förarna.',
  ],
  business: [
    'Med företagskortet hamnar alla tankningar och laddningar för flottan på en faktura. Rapporttjänsten visar förbrukningen per fordon och kostnadsställe.',
    'Vår företagsförsäljning anpassar avtalet efter flottans storlek och körprofil. Vi erbjuder också drivmedelsavtal till fast pris som stöd för budgeten.',
    'Våra stationer för yrkestrafik är öppna dygnet runt och har plats för fulla släpvagnsekipage.',
  ],
  energy: [
    'Vi levererar biogas, eldningsolja, bergvärme och vindkraft till företag. Varje lösning planeras tillsammans med kunden utifrån anläggningens förbrukning och mål.',
    'Vår biogas produceras av lokalt bioavfall och sidoströmmar från jordbruket. Den är ett nästan klimatneutralt alternativ för tunga transporter och industrivärme.',
    'Ett vindkraftsavtal ger företaget ett långsiktigt, förutsägbart pris och ursprungsgarantier för förnybar el.',
  ],
  about: [
    'Nordic Energy är ett nordiskt energibolag med över tusen stationer i Finland, Sverige och Norge. Vi har cirka 4 800 medarbetare.',
    'Verksamheten består av stationsnätet, energilösningar för företagskunder och produktion av förnybar energi. Huvudkontoret ligger i Helsingfors.',
    'Styrelsen och koncernledningen leder bolaget mot klimatneutralitet år 2040.',
  ],
  sustainability: [
    'Vårt mål är att minska utsläppen från den egna verksamheten med 80 procent till 2030. Vi rapporterar våra framsteg varje år.',
    'Vi ökar andelen förnybara drivmedel och bygger ut laddnätet så att våra kunder enkelt kan minska sina utsläpp.',
    'I våra skogs- och markprojekt binder vi kol långsiktigt och värnar samtidigt den biologiska mångfalden.',
  ],
  careers: [
    'Hos oss arbetar stationspersonal, kockar, ingenjörer och specialister i tre länder. Vi erbjuder flexibla arbetstider och möjlighet att växa mellan olika roller.',
    'Vi söker alltid sommarjobbare och praktikanter. Ansökningar behandlas året runt.',
    'Introduktionen pågår under de första veckorna, och varje ny medarbetare får en egen fadder.',
  ],
  news: [
    'Här berättar vi om aktuella frågor, nya stationer och tjänster. Journalister når vår kommunikationsavdelning vardagar kl. 8–16.',
    'I berättelserna delar kunder och medarbetare med sig av sin vardag på stationerna och längs vägen.',
    'Bolagsmeddelanden publiceras samtidigt på finska, svenska och engelska.',
  ],
  notices: [
    'Här hittar du aktuella säkerhetsdatablad och meddelanden om kvalitetsavvikelser i våra produkter.',
    'Om det uppstår en störning i en betal- eller laddtjänst informerar vi om det här så snabbt som möjligt. Felen åtgärdas oftast inom några timmar.',
    'Säkerhetsdatabladen uppdateras alltid när en produkts sammansättning eller klassificering ändras.',
  ],
  legal: [
    'Vi behandlar personuppgifter endast för angivna ändamål och lagrar dem säkert inom EU.',
    'Du har rätt att få tillgång till, rätta och radera dina uppgifter. Du kan också när som helst avböja direktmarknadsföring.',
    'För att använda webbplatsen måste du godkänna dessa villkor. Villkoren kan ändras, och ändringar meddelas på den här sidan.',
  ],
};
