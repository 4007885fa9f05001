/**
 * Names, in a page's head, the browser chunks its JavaScript will import at once, so the browser
 * fetches them side by side with the page rather than one import level after another (design.md,
 * performance targets: Lighthouse mobile 100 on every page kind). The table is the build's
 * (src/integrations/module-preloads.ts). Two kinds of script count:
 * - an island hydrated on load: its component's chunk, its renderer's, and all they import;
 * - a module script of the page: what it imports (the script itself the browser finds on its own).
 * Islands that hydrate later (on idle, when visible, on a visitor's touch) and chunks only imported
 * on demand are left to load when they are needed: a content page fetches no more JavaScript before
 * interaction than it did (design.md, static first).
 *
 * A page's module scripts, and the chunks only they import, are fetched at low priority
 * (`fetchpriority="low"`): they run once the document is parsed and draw nothing the first paint
 * needs (the HTML has it all), so the stylesheet and the lead image go first. An island hydrated
 * at load keeps the browser's own priority: what it draws may be the largest paint. (Lighthouse's
 * simulation counted a module script at the browser's high priority as holding up the first paint:
 * design.md, LCP ≤ 1.0 s on every page kind.)
 */
import { z } from 'zod';
import { HYDRATE_DIRECTIVE } from '../scripts/hydrate-directive';

/** Server-folder file holding the table. */
export const MODULE_PRELOADS_FILE = 'module-preloads.json';

// a chunk's URL as the build names it: it goes into the page's HTML as it is
const chunkUrl = z.string().regex(/^\/[\w./-]+\.m?js$/, 'a chunk URL is a root-relative path to a .js file');

/** Chunk URL ('/_astro/x.js') → the chunk URLs it imports statically, however deep. */
export const modulePreloadsSchema = z.record(chunkUrl, z.array(chunkUrl));
export type ModulePreloads = z.infer<typeof modulePreloadsSchema>;

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const SCRIPT_TAG = /<script\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** An attribute's text as Astro escapes it (src/runtime/server/escape: &, <, >, ", '). */
const unescaped = (text: string) =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name]!);

/** Whether an island hydrates as the page loads: `client:load`, or the site's `client:hydrate="load"` (its value is in `opts`). */
function hydratesAtLoad(tag: string): boolean {
  const client = attribute(tag, 'client');
  if (client === 'load') return true;
  if (client !== HYDRATE_DIRECTIVE) return false;
  try {
    return (JSON.parse(unescaped(attribute(tag, 'opts') ?? '{}')) as { value?: unknown }).value === 'load';
  } catch {
    return false;
  }
}

/** A chunk a page preloads, and whether only its module scripts need it (then at low priority). */
export interface Preload {
  url: string;
  low: boolean;
}

/** The chunks to preload for a page, islands first (what they draw may be the largest paint), each once. */
export function preloadsFor(html: string, table: ModulePreloads): Preload[] {
  const urls = new Map<string, boolean>();
  // only chunks the build made: an attribute never names what the page preloads by itself
  const add = (url: string | undefined, withItself: boolean, low: boolean) => {
    if (url === undefined || !Object.hasOwn(table, url)) return;
    // a chunk an island needs keeps the island's priority, whoever else imports it
    for (const chunk of withItself ? [url, ...table[url]!] : table[url]!) urls.set(chunk, (urls.get(chunk) ?? true) && low);
  };
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    if (!hydratesAtLoad(tag)) continue;
    add(attribute(tag, 'renderer-url'), true, false);
    add(attribute(tag, 'component-url'), true, false);
  }
  for (const [tag] of html.matchAll(SCRIPT_TAG)) if (attribute(tag, 'type') === 'module') add(attribute(tag, 'src'), false, true);
  return [...urls].map(([url, low]) => ({ url, low }));
}

/** The chunks to preload for a page (preloadsFor), by URL. */
export function chunksToPreload(html: string, table: ModulePreloads): string[] {
  return preloadsFor(html, table).map((p) => p.url);
}

/** A page's own module script (a chunk the build made, without a priority of its own): fetched at low priority. */
function lowPriorityScript(tag: string, table: ModulePreloads): string {
  if (attribute(tag, 'type') !== 'module' || attribute(tag, 'fetchpriority') !== undefined) return tag;
  const src = attribute(tag, 'src');
  return src !== undefined && Object.hasOwn(table, src) ? tag.replace(/^<script\b/, '<script fetchpriority="low"') : tag;
}

/**
 * The page with a `modulepreload` link per chunk to preload at the end of its head, and its module
 * scripts and the chunks only they import at low priority.
 */
export function withModulePreloads(html: string, table: ModulePreloads): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const preloads = preloadsFor(html, table);
  const links = preloads.map(({ url, low }) => `<link rel="modulepreload" href="${url}"${low ? ' fetchpriority="low"' : ''}>`).join('');
  const page = `${html.slice(0, head)}${links}${html.slice(head)}`;
  return page.replace(SCRIPT_TAG, (tag) => lowPriorityScript(tag, table));
}
