import { terms as g } from '../glossary/sv-SE';
import { glossaryLabels } from '../glossary/labels';
import type { Strings } from './en-EU';
import { locator } from './locator/sv-SE';
import { commerce } from './commerce/sv-SE';
import { account } from './account/sv-SE';
import { editor } from './editor/sv-SE';
import { editorPage } from './editor-page/sv-SE';

/** Swedish strings. */
export const sv: Strings = {
  ...locator,
  ...commerce,
  ...account,
  ...editor,
  ...editorPage,
  'site.name': 'Nordic Energy',
  'site.skipToContent': 'Hoppa till innehållet',
  'preview.banner': 'Förhandsvisning: du ser opublicerade utkast. Besökare ser bara det som är publicerat.',
  'preview.exit': 'Avsluta förhandsvisningen',
  'nav.label': 'Huvudmeny',
  'nav.menu': 'Meny',
  'nav.subMenu': 'Undersidor till {name}',
  ...glossaryLabels(g),
  'nav.languages': 'Språk',
  'nav.languageNoPage': 'Sidan finns inte på svenska: till startsidan',
  'nav.breadcrumb': 'Brödsmulor',

  'footer.label': 'Sidfot',
  'footer.socialTitle': 'Följ oss',
  'footer.copyright': '© {year} Nordic Energy AB. Alla rättigheter förbehållna.',

  'link.failed': 'länkningen misslyckades',
  'link.newTab': '(öppnas i en ny flik)',
  'link.download': 'Ladda ner {name}',

  'richText.unrecognized': '(Okänd nodtyp)',

  'article.byline': 'Av {byline}',
  'article.published': 'Publicerad {date}',
  'article.tags': 'Ämnen',
  'article.share': 'Dela',
  'article.copyLink': 'Kopiera länk',
  'article.linkCopied': 'Länken kopierades',
  'article.readMore': 'Fler artiklar',
  'articleList.amountOfTotal': 'Visar {amount} av {total}',
  'articleList.loadMore': 'Visa fler',
  'articleList.loading': 'Laddar…',
  'articleList.empty': 'Inga artiklar ännu.',
  'articleList.loadFailed': 'Det gick inte att ladda fler artiklar. Försök igen.',

  'station.backToLocator': 'Tillbaka till alla stationer',
  'station.contact': 'Kontakt',
  'station.address': 'Adress',
  'station.phone': 'Telefon',
  'station.email': 'E-post',
  'station.directions': 'Vägbeskrivning',
  'station.openingHours': 'Öppettider',
  'station.today': 'I dag',
  'station.tomorrow': 'I morgon',
  'station.closed': 'Stängt',
  'station.kitchen': 'Kök',
  'station.lunch': 'Lunch',
  'station.breakfast': 'Frukost',
  'station.services': 'Tjänster',
  'station.fuels': 'Drivmedel',
  'station.lunchList': 'Veckans lunch',
  'station.foodMenu': 'Meny',
  'station.map': 'Plats på kartan',
  'station.openNow': 'Öppet nu',
  'station.closesAt': 'Stänger kl. {time}',
  'station.opensAt': 'Öppnar kl. {time}',
  'station.closedNow': 'Stängt nu',
  'station.hoursRange': '{start}–{end}',

  'day.1': 'Mån',
  'day.2': 'Tis',
  'day.3': 'Ons',
  'day.4': 'Tor',
  'day.5': 'Fre',
  'day.6': 'Lör',
  'day.7': 'Sön',

  'day.inText.1': 'mån',
  'day.inText.2': 'tis',
  'day.inText.3': 'ons',
  'day.inText.4': 'tor',
  'day.inText.5': 'fre',
  'day.inText.6': 'lör',
  'day.inText.7': 'sön',
  'station.tomorrowInText': 'i morgon',

  'error.oops': 'Hoppsan!',
  'error.notFound': 'Sidan hittades inte',
  'error.notFoundPath': 'Sidan hittades inte: {path}',
  'error.internal': 'Internt serverfel',
  'error.unavailable': 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
  'error.details': 'Detaljer',
  'error.usefulLinks': 'Användbara länkar',
  'error.back': 'Tillbaka till föregående sida',
  'error.frontPage': 'Till startsidan',
  'error.reportProblem': 'Rapportera ett problem',
  'error.customerService': 'Kundtjänst dygnet runt',
  'error.feedback': 'Ge feedback eller kontakta oss',
  'error.social': 'Kontakta oss via sociala medier',
  'error.carWashes': 'Biltvättar',

  'http.FORBIDDEN': 'Åtkomst nekad',
  'http.INTERNAL_SERVER_ERROR': 'Internt serverfel',
  'http.NOT_FOUND': 'Sidan hittades inte',
  'http.UNAUTHORIZED': 'Du behöver logga in',
  /* spec 8 gives English here ('Sorry, the page cannot be found', shown when logout fails): a
     Swedish visitor would read it as an error, see README "Where the site differs from the spec" */
  'http.generic': 'Något gick fel',

  'modal.close': 'Stäng',
  'share.title': 'Dela den här sidan',
  'media.pauseVideo': 'Pausa videon',
  'media.playVideo': 'Spela upp videon',
};
