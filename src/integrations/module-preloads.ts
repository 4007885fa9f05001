/**
 * Records, at build time, what each browser chunk imports statically, however deep: an island's
 * chunk, a page's module script, any chunk. Loaded as they are, a chunk's imports are found one
 * level at a time; with this table a page names them all in its head instead, and the browser
 * fetches them side by side with the page (src/server/module-preloads.ts; design.md, performance
 * targets: Lighthouse mobile 100 on every page kind).
 *
 * The table goes to the server folder, beside the bundle that renders the pages: it is the build's
 * own knowledge, not a file visitors fetch.
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { MODULE_PRELOADS_FILE, type ModulePreloads } from '../server/module-preloads';

/**
 * Chunk URL → the chunk URLs it imports statically, directly or through others, in a stable order.
 * `chunks` maps each chunk's file name in the output folder to its direct imports; `base` is the
 * site's base path, which the pages' script URLs begin with.
 */
export function staticImportClosure(chunks: ReadonlyMap<string, readonly string[]>, base = '/'): ModulePreloads {
  const table: ModulePreloads = {};
  for (const file of chunks.keys()) {
    const seen = new Set<string>();
    const visit = (from: string) => {
      for (const dep of chunks.get(from) ?? []) {
        if (seen.has(dep) || dep === file) continue;
        seen.add(dep);
        visit(dep);
      }
    };
    visit(file);
    table[`${base}${file}`] = [...seen].sort().map((dep) => `${base}${dep}`);
  }
  return table;
}

export function modulePreloads(): AstroIntegration {
  let serverDir: URL | undefined;
  let base = '/';
  let table: ModulePreloads = {};
  const plugin: Plugin = {
    name: 'module-preloads',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, string[]>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output.imports);
      table = staticImportClosure(chunks, base);
    },
  };
  return {
    name: 'module-preloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:setup': ({ vite, target }) => {
        if (target === 'client') (vite.plugins ??= []).push(plugin);
      },
      'astro:build:done': async () => {
        if (!serverDir) throw new Error('[module-preloads] the build named no server folder');
        await writeFile(new URL(MODULE_PRELOADS_FILE, serverDir), `${JSON.stringify(table)}\n`);
      },
    },
  };
}
