/**
 * The layout of each locale (spec 2.4 and 3 "Layout"): logo, navigation tree and footer.
 * Navigation and footer links are built from the site tree, so every internal one resolves.
 */
import type { LocaleCode } from '../../../src/config/locales';
import type { DownloadLink, ExtraLink, FooterItem, Layout, NavItem, SocialLink } from '../../../src/cms/schemas';
import { pathFor } from '../../../src/i18n/paths';
import { assetFor } from './assets';
import { isoBefore } from './dates';
import { pageLink, pageText, pathOf } from './links';
import { childrenIn, nodePath } from './site-tree';
import { logoAlt } from './text/assets';
import { inLocale } from './text/types';
import { ui } from './text/ui';

/** Pages that exist to be linked from elsewhere, not browsed to from the menu. */
const hiddenInNavigation: ReadonlySet<string> = new Set(['campaign', 'showcase', 'privacy', 'skalMembership', 'fuelAgreement']);

/** Menu children of items that have no child pages of their own. */
const extraChildren: Record<string, string[]> = { stationLocator: ['evCharging', 'carWash', 'services'] };

function navItem(id: string, locale: LocaleCode, depth: number, idPrefix = 'nav'): NavItem {
  const own = depth < 2 ? childrenIn(id, locale).map((child) => navItem(child.id, locale, depth + 1, `nav-${id}`)) : [];
  // Extra children are shortcuts into other sections: shown without their own subtrees.
  const extra = depth < 2 ? (extraChildren[id] ?? []).map((child) => navItem(child, locale, 2, `nav-${id}`)) : [];
  const children = [...own, ...extra];
  return {
    id: `${idPrefix}-${id}`,
    url: pathOf(id, locale),
    text: pageText(id, locale)[0],
    image: null,
    visibleInNavigation: !hiddenInNavigation.has(id),
    children,
  };
}

function navigation(locale: LocaleCode): NavItem[] {
  const top = ['private', 'b2b', 'stationLocator', 'about'];
  const items = top.map((id) => navItem(id, locale, 0));
  // The articles page hangs under "about" in the menu although it is a top-level path.
  const about = items.find((item) => item.id === 'nav-about');
  about?.children.push(navItem('articles', locale, 2, 'nav-about'));
  return items;
}

function footerItems(locale: LocaleCode): FooterItem[] {
  const groups: [heading: string, links: string[]][] = [
    ['private', ['fuels', 'evCharging', 'loyalty', 'carWash']],
    ['b2b', ['businessCards', 'energyProducts', 'businessContact']],
    ['about', ['newsAndMedia', 'careers', 'sustainability', 'stories']],
    ['contactHub', ['contact', 'stationLocator', 'safetyNotices', 'faultNotices']],
  ];
  return groups.flatMap(([heading, links]): FooterItem[] => [
    { contentType: 'string', id: `footer-${heading}`, value: pageText(heading, locale)[0] },
    ...links
      .filter((id) => nodePath(id, locale) !== undefined)
      .map((id): FooterItem => ({ contentType: 'link', id: `footer-${heading}-${id}`, link: pageLink(id, locale, { linkId: `footer-link-${id}` }) })),
  ]);
}

function downloadLinks(locale: LocaleCode): DownloadLink[] {
  const labels = inLocale(ui, locale).downloads;
  const all: DownloadLink[] = [
    {
      id: 'download-app-store',
      title: labels.appStore,
      store: 'appStore',
      url: 'https://apps.apple.com/app/nordic-energy/id1234567890',
      image: assetFor('badgeAppStore', locale),
    },
    {
      id: 'download-google-play',
      title: labels.googlePlay,
      store: 'googlePlay',
      url: 'https://play.google.com/store/apps/details?id=example.nordicenergy',
      image: assetFor('badgeGooglePlay', locale),
    },
    {
      id: 'download-app-gallery',
      title: labels.appGallery,
      store: 'appGallery',
      url: 'https://appgallery.huawei.com/app/C000000000',
      image: assetFor('badgeAppGallery', locale),
    },
    { id: 'download-web', title: labels.web, store: 'web', url: 'https://app.nordic-energy.example', image: assetFor('badgeWeb', locale) },
  ];
  // Norway has only the two store apps: the footer's second download block must then stay hidden.
  return locale === 'no-NO' ? all.slice(0, 2) : all;
}

function socialLinks(locale: LocaleCode): SocialLink[] {
  const handle = { 'fi-FI': 'nordicenergyfi', 'en-EU': 'nordicenergy', 'sv-SE': 'nordicenergyse', 'no-NO': 'nordicenergyno' }[locale];
  return [
    { id: 'social-facebook', title: 'Facebook', network: 'facebook', url: `https://www.facebook.com/${handle}` },
    { id: 'social-instagram', title: 'Instagram', network: 'instagram', url: `https://www.instagram.com/${handle}` },
    { id: 'social-youtube', title: 'YouTube', network: 'youtube', url: `https://www.youtube.com/@${handle}` },
    // No TikTok account outside Finland yet: a social link without a url is not shown (spec 2.4).
    { id: 'social-tiktok', title: 'TikTok', network: 'tiktok', url: locale === 'fi-FI' ? `https://www.tiktok.com/@${handle}` : null },
    { id: 'social-linkedin', title: 'LinkedIn', network: 'linkedin', url: locale === 'fi-FI' ? null : 'https://www.linkedin.com/company/nordic-energy' },
  ];
}

function extraLinks(locale: LocaleCode): ExtraLink[] {
  const text = inLocale(ui, locale);
  return [
    { id: 'extra-cookies', title: text.cookieSettings, internal: 'cookieConsent', url: null },
    { id: 'extra-privacy', title: text.privacyNotice, internal: 'privacyNotice', url: { contentType: 'standardPage', slug: pathFor('terms', locale) } },
    {
      id: 'extra-accessibility',
      title: pageText('accessibility', locale)[0],
      internal: '',
      url: { contentType: 'standardPage', slug: pathOf('accessibility', locale) },
    },
  ];
}

/** The layout of a locale. */
export function layoutFor(locale: LocaleCode, today: string): Layout {
  const text = inLocale(ui, locale);
  return {
    logo: { data: assetFor('logo', locale), alt: inLocale(logoAlt, locale) },
    navigation: navigation(locale),
    footer: {
      icons: [
        pageLink('stationLocator', locale, { linkId: 'icon-stations', image: assetFor('iconStation', locale) }),
        pageLink('mobileApp', locale, { linkId: 'icon-app', title: text.downloadApp, image: assetFor('iconApp', locale) }),
        pageLink('contact', locale, { linkId: 'icon-contact', image: assetFor('iconChat', locale) }),
      ],
      items: footerItems(locale),
      downloadLinks: downloadLinks(locale),
      socialLinks: socialLinks(locale),
      extraLinks: extraLinks(locale),
    },
    version: isoBefore(today, 3, 8 * 60),
  };
}
