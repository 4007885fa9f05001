// Astro is used as the page renderer only: one on-demand catch-all route (src/pages/[...url].astro)
// built with the Node adapter in middleware mode. scripts/build/ pre-renders every CMS page through
// that same route, and src/server/ serves the result (see docs/architecture.md, "Rendering and building").
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { browserTargets } from './src/integrations/browser-targets';
import { modulePreloads } from './src/integrations/module-preloads';
import { hydrateDirective } from './src/integrations/hydrate-directive';
import { shellModule, smallPreloadHelper } from './src/integrations/small-preload-helper';

const site = process.env.SITE_URL ?? 'http://127.0.0.1:4321';

/**
 * Browser chunks of modules that always load together, as one file each: React's runtime (react,
 * react-dom, scheduler, the JSX runtime, Astro's React client, nanostores' hooks) and nanostores. Split, they were
 * eight files of which five under 1 KB, each paying its own gzip overhead and import lines
 * (design.md, performance targets: ≤ 90 KB of JS on the locator at desktop width). Client build only.
 */
const sharedChunks = {
  name: 'shared-chunks',
  hooks: {
    'astro:build:setup': ({ vite, target }) => {
      if (target !== 'client') return;
      const rollup = (vite.build ??= {}).rollupOptions ?? {};
      vite.build.rollupOptions = rollup;
      const outputs = Array.isArray(rollup.output) ? rollup.output : [(rollup.output ??= {})];
      for (const output of outputs) {
        output.manualChunks = (id) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/.test(id) || id.includes('commonjsHelpers'))
            return 'react';
          if (/[\\/]node_modules[\\/]nanostores[\\/]/.test(id)) return 'nanostores';
          if (shellModule(id)) return 'shell';
          return undefined;
        };
      }
    },
  },
};

export default defineConfig({
  site,
  output: 'server',
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), sharedChunks, modulePreloads(), browserTargets(), hydrateDirective()],
  // canonical URLs never end in a slash; the pipeline redirects /x/ to /x (spec 2.6)
  trailingSlash: 'never',
  build: {
    format: 'file',
    // external stylesheets: cacheable, and no inline styles for the Content-Security-Policy to allow
    inlineStylesheets: 'never',
  },
  // link prefetch is the browser's, from the shell's speculation rules (src/lib/speculation-rules.ts)
  prefetch: false,
  devToolbar: { enabled: false },
  // Astro.url must never take its host from a spoofed Host or X-Forwarded-Host header
  security: { checkOrigin: true, allowedDomains: [{ hostname: new URL(site).hostname }] },
  session: { driver: 'memory' },
  vite: {
    // the dynamic imports' helper at a third of Vite's size (src/integrations/small-preload-helper.ts)
    plugins: [smallPreloadHelper()],
    build: {
      // A lazy import names the chunks its module imports, for the helper to preload beside it. The
      // page shell's script (on every page, before interaction) names none: its lazy imports are
      // its interactive part, which imports nothing the page has not loaded, and the account's
      // session code at idle; the list of hashed file names cost it about 150 B gzip (design.md,
      // performance targets: ≤ 2 KB of JS before interaction); its stylesheets (none) would still be.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostId }) => (/PageShell\.astro/.test(hostId) ? [] : deps),
      },
      // never inline scripts as data: URLs or inline modules
      assetsInlineLimit: 0,
      // Vite's table of gzip sizes gzips every chunk once more, about 1 s of a build; nothing reads
      // it (the JS budgets are measured on the wire: scripts/bench) (design.md: full build time)
      reportCompressedSize: false,
    },
  },
});
