/**
 * English (EU) strings. This table defines the keys: every other locale must provide each of them
 * (checked by the type of `Strings`). Placeholders are written `{name}`.
 */
import { terms as g } from '../glossary/en-EU';
import { glossaryLabels } from '../glossary/labels';
import { locator } from './locator/en-EU';
import { commerce } from './commerce/en-EU';
import { account } from './account/en-EU';
import { editor } from './editor/en-EU';
import { editorPage } from './editor-page/en-EU';

const core = {
  'site.name': 'Nordic Energy',
  'site.skipToContent': 'Skip to content',
  'preview.banner': 'Preview: you see unpublished drafts. Visitors see only what is published.',
  'preview.exit': 'Exit preview',
  'nav.label': 'Main navigation',
  'nav.menu': 'Menu',
  'nav.subMenu': 'Pages under {name}',
  ...glossaryLabels(g),
  'nav.languages': 'Language',
  'nav.languageNoPage': 'This page is not available in English: go to the home page',
  'nav.breadcrumb': 'Breadcrumb',

  'footer.label': 'Footer',
  'footer.socialTitle': 'Follow us',
  'footer.copyright': '© {year} Nordic Energy Ltd. All rights reserved.',

  'link.failed': 'linking failed',
  'link.newTab': '(opens in a new tab)',
  'link.download': 'Download {name}',

  'richText.unrecognized': '(Unrecognized node type)',

  'article.byline': 'By {byline}',
  'article.published': 'Published {date}',
  'article.tags': 'Tags',
  'article.share': 'Share',
  'article.copyLink': 'Copy link',
  'article.linkCopied': 'Link copied',
  'article.readMore': 'More articles',
  'articleList.amountOfTotal': 'Showing {amount} of {total}',
  'articleList.loadMore': 'Show more',
  'articleList.loading': 'Loading…',
  'articleList.empty': 'No articles yet.',
  'articleList.loadFailed': 'Could not load more articles. Try again.',

  'station.backToLocator': 'Back to station search',
  'station.contact': 'Contact',
  'station.address': 'Address',
  'station.phone': 'Phone',
  'station.email': 'Email',
  'station.directions': 'Get directions',
  'station.openingHours': 'Opening hours',
  'station.today': 'Today',
  'station.tomorrow': 'Tomorrow',
  'station.closed': 'Closed',
  'station.kitchen': 'Kitchen',
  'station.lunch': 'Lunch',
  'station.breakfast': 'Breakfast',
  'station.services': 'Services',
  'station.fuels': 'Fuels',
  'station.lunchList': 'Lunch this week',
  'station.foodMenu': 'Menu',
  'station.map': 'Location on the map',
  'station.openNow': 'Open now',
  'station.closesAt': 'Closes at {time}',
  'station.opensAt': 'Opens at {time}',
  'station.closedNow': 'Closed now',
  /* a range of opening hours (spec 9: start then end; the punctuation is the locale's, src/lib/clock.ts) */
  'station.hoursRange': '{start}–{end}',

  'day.1': 'Mon',
  'day.2': 'Tue',
  'day.3': 'Wed',
  'day.4': 'Thu',
  'day.5': 'Fri',
  'day.6': 'Sat',
  'day.7': 'Sun',

  /* a day inside a sentence ('Opens at 07:00 (Mon)'); the Nordic tables write it in lower case there */
  'day.inText.1': 'Mon',
  'day.inText.2': 'Tue',
  'day.inText.3': 'Wed',
  'day.inText.4': 'Thu',
  'day.inText.5': 'Fri',
  'day.inText.6': 'Sat',
  'day.inText.7': 'Sun',
  'station.tomorrowInText': 'tomorrow',

  'error.oops': 'Oops!',
  'error.notFound': 'Page not found',
  'error.notFoundPath': 'Page not found: {path}',
  'error.internal': 'Internal server error',
  'error.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.details': 'Details',
  'error.usefulLinks': 'Useful links',
  'error.back': 'Back to the previous page',
  'error.frontPage': 'Go to the home page',
  'error.reportProblem': 'Report a problem',
  'error.customerService': '24-hour customer service',
  'error.feedback': 'Give feedback or contact us',
  'error.social': 'Contact us on social media',
  'error.carWashes': 'Car washes',

  'http.FORBIDDEN': 'Access Forbidden',
  'http.INTERNAL_SERVER_ERROR': 'Internal server error',
  'http.NOT_FOUND': 'Page not found',
  'http.UNAUTHORIZED': 'Unauthorized',
  'http.generic': 'Something went wrong',

  'modal.close': 'Close',
  'share.title': 'Share this page',
  'media.pauseVideo': 'Pause video',
  'media.playVideo': 'Play video',
} as const;

/** Every key of every section; feature sections live in their own folders, one file per locale. */
export const en = { ...core, ...locator, ...commerce, ...account, ...editor, ...editorPage } as const;

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
