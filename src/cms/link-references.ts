/**
 * Which page of its locale a piece of content links to: the one reading of link targets (spec 3,
 * "Link object": page and card targets by slug, 'string' targets by value, 'link' targets by url),
 * rich-text hyperlinks (a uri, or an entry target) and navigation items (a url), as ./links.ts
 * builds their hrefs. A link to a page is told by the page's path within the locale ('/x'), with
 * any query or fragment left off; an external URL, a file or a link that cannot be built is none.
 *
 * The CMS asks it what links to a page before the page is deleted (the stand-in CMS's confirm
 * step), and whether a target an editor names is a page of the locale.
 */
import type { Layout } from './schemas';
import { classifyHref } from '../lib/safe-url';

/** A link to a page: the page's path within the locale, and the words the link is shown with. */
export interface LinkReference {
  path: string;
  label: string;
}

const pageTargets = new Set(['articlePage', 'standardPage', 'stationPage', 'card']);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page path as pages are keyed: one leading '/', no trailing one ('/' for the landing page). */
function asPagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The page path an href leads to within its locale ('/x?y#z' → '/x'; a bare query '?service=x' →
 * the landing page '/'), or null for an external URL or an href that is no link (links.ts).
 */
export function hrefPagePath(raw: string): string | null {
  const found = classifyHref(raw.startsWith('?') ? `/${raw}` : raw);
  if (found.kind !== 'internal') return null;
  return asPagePath(found.path.replace(/[?#].*$/s, ''));
}

/** The page path a link target (spec 3) leads to, or null. */
export function linkedPagePath(target: unknown): string | null {
  if (!isNode(target) || typeof target['contentType'] !== 'string') return null;
  const type = target['contentType'];
  if (pageTargets.has(type)) {
    // a slug is a path within the locale, sometimes stored without its leading '/' (./slug-href.ts)
    const slug = target['slug'];
    if (typeof slug !== 'string' || slug.trim() === '') return null;
    return hrefPagePath(slug.startsWith('/') ? slug : `/${slug}`);
  }
  if (type === 'string') return typeof target['value'] === 'string' ? hrefPagePath(target['value']) : null;
  if (type === 'link') return typeof target['url'] === 'string' ? hrefPagePath(target['url']) : null;
  return null;
}

function plainText(node: unknown): string {
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (!isNode(node)) return '';
  return typeof node['value'] === 'string' ? node['value'] : plainText(node['content']);
}

function collect(node: unknown, label: string, out: LinkReference[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, label, out);
    return;
  }
  if (!isNode(node)) return;
  const add = (path: string | null, words: string) => {
    if (path !== null) out.push({ path, label: words.trim() });
  };
  const nodeType = node['nodeType'];
  const data = node['data'];
  if (typeof nodeType === 'string' && isNode(data) && (data['uri'] !== undefined || data['target'] !== undefined)) {
    // a rich-text hyperlink or embedded entry: its own words, else its target's title
    const target = data['target'];
    const words = plainText(node['content']) || (isNode(target) && typeof target['title'] === 'string' ? target['title'] : label);
    if (typeof data['uri'] === 'string') add(hrefPagePath(data['uri']), words);
    add(linkedPagePath(target), words);
    return;
  }
  const own = typeof node['title'] === 'string' && node['title'] !== '' ? node['title'] : label;
  const path = linkedPagePath(node);
  if (path !== null) {
    add(path, own);
    return;
  }
  // a card list with the redirect component sends visitors to its url (spec 2.5)
  if (node['component'] === 'redirect' && typeof node['url'] === 'string') add(hrefPagePath(node['url']), label);
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) collect(value, own, out);
}

/** Every link to a page in a piece of content: a page's blocks and text, a footer. */
export function contentReferences(content: unknown, label = ''): LinkReference[] {
  const out: LinkReference[] = [];
  collect(content, label, out);
  return out;
}

/** Every link to a page in a layout, by where it is: the navigation (any depth) and the footer. */
export function layoutReferences(layout: Layout): { place: 'navigation' | 'footer'; path: string; label: string }[] {
  const out: { place: 'navigation' | 'footer'; path: string; label: string }[] = [];
  const walk = (items: Layout['navigation']) => {
    for (const item of items) {
      const path = hrefPagePath(item.url);
      if (path !== null) out.push({ place: 'navigation', path, label: item.text });
      walk(item.children);
    }
  };
  walk(layout.navigation);
  for (const ref of contentReferences(layout.footer)) out.push({ place: 'footer', ...ref });
  return out;
}
