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

/** The chunks to preload for a page, islands first (what they draw may be the largest paint), each once. */
export function chunksToPreload(html: string, table: ModulePreloads): string[] {
  const urls = new Set<string>();
  // only chunks the build made: an attribute never names what the page preloads by itself
  const add = (url: string | undefined, withItself: boolean) => {
    if (url === undefined || !Object.hasOwn(table, url)) return;
    if (withItself) urls.add(url);
    for (const dep of table[url]!) urls.add(dep);
  };
  for (const [tag] of html.matchAll(ISLAND_TAG)) {
    if (!hydratesAtLoad(tag)) continue;
    add(attribute(tag, 'renderer-url'), true);
    add(attribute(tag, 'component-url'), true);
  }
  for (const [tag] of html.matchAll(SCRIPT_TAG)) if (attribute(tag, 'type') === 'module') add(attribute(tag, 'src'), false);
  return [...urls];
}

/** The page with a `modulepreload` link per chunk to preload, at the end of its head. */
export function withModulePreloads(html: string, table: ModulePreloads): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const chunks = chunksToPreload(html, table);
  if (chunks.length === 0) return html;
  const links = chunks.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `${html.slice(0, head)}${links}${html.slice(head)}`;
}
