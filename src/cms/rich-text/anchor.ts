/**
 * Anchors in rich text (spec 5): http(s), mailto and tel links are external and get
 * rel="noopener noreferrer"; web pages open in a new tab with a hidden note saying so, and links
 * to social network pages get the network's icon. Anything else is an internal path, localized;
 * a value that is not a safe site path gets no href at all, only its text.
 */
import type { LocaleCode } from '../../config/locales';
import { t } from '../../i18n/t';
import { resolveHref, type ResolvedLink } from '../links';
import { webSchemes } from '../../lib/safe-url';
import { escapeHtml } from '../../lib/html-escape';
import { attrs, visuallyHiddenClass } from './html';
import { socialIconSvg, socialNetworkOf } from './social-icons';

/** An anchor for a resolved link around already-rendered inner HTML. */
export function anchorHtml(link: ResolvedLink, innerHtml: string, locale: LocaleCode, className?: string): string {
  if (!link.external) return `<a${attrs({ class: className, href: link.href })}>${innerHtml}</a>`;
  const web = webSchemes.includes(new URL(link.href).protocol);
  const network = web ? socialNetworkOf(link.href) : null;
  const icon = network ? socialIconSvg(network) : '';
  const note = web ? `<span class="${visuallyHiddenClass}"> ${escapeHtml(t(locale, 'link.newTab'))}</span>` : '';
  return (
    `<a${attrs({ class: className, href: link.href, target: web ? '_blank' : undefined, rel: 'noopener noreferrer' })}>` + `${icon}${innerHtml}${note}</a>`
  );
}

/** A rich-text hyperlink: an anchor when the uri is safe, otherwise its text in a span. */
export function uriLinkHtml(uri: unknown, innerHtml: string, locale: LocaleCode): string {
  const link = typeof uri === 'string' ? resolveHref(uri, locale) : null;
  return link ? anchorHtml(link, innerHtml, locale) : `<span>${innerHtml}</span>`;
}
