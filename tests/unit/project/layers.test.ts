import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importsAmong,
  layerOf,
  layerViolation,
  layerViolations,
  placeViolation,
  relativeImportsOf,
  siblingFolders,
  twoWayFolders,
  workspacePackages,
} from '../../support/layers';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Sibling folders that import each other today, each with why it is let be. Any other two-way pair
 * fails the test, and so does a pair listed here that no longer imports both ways.
 */
const KNOWN_TWO_WAY: ReadonlySet<string> = new Set<string>([]);

/** Whether source code reads `process.env` (comments aside). */
function readsEnvironment(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return /\bprocess\s*(\?\.|\.)\s*env\b|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/.test(code);
}

describe('the layer order (docs/architecture.md, "Layers")', () => {
  it('places each folder in its layer', () => {
    expect(layerOf('src/config/schema.ts')?.name).toBe('config');
    expect(layerOf('src/cms/page-data.ts')?.name).toBe('cms/lib');
    expect(layerOf('src/lib/http/read.ts')?.name).toBe('cms/lib');
    expect(layerOf('src/blocks/Hero.astro')?.name).toBe('views');
    expect(layerOf('scripts/backend/serve.ts')?.name).toBe('backend');
    expect(layerOf('scripts/backend')?.name).toBe('backend');
    expect(layerOf('scripts/start.ts')?.name).toBe('scripts');
    expect(layerOf('src/env.d.ts')).toBeNull();
  });

  it('lets imports point down or sideways, never up', () => {
    expect(layerViolation('src/server/pipeline.ts', 'src/cms/page-data.ts')).toBeNull();
    expect(layerViolation('src/cms/links.ts', 'src/lib/safe-url.ts')).toBeNull();
    expect(layerViolation('src/cms/schemas.ts', 'src/features/cart/cart.ts')).toBe('cms/lib imports features, a layer above it');
    expect(layerViolation('src/features/account/api.ts', 'src/server/respond.ts')).toBe('features imports server, a layer above it');
    expect(layerViolation('src/server/regen/bulk.ts', 'scripts/build/index.ts')).toBe('server imports scripts, a layer above it');
    expect(layerViolation('src/i18n/t.ts', 'src/lib/location.ts')).toBe('i18n imports cms/lib, a layer above it');
  });

  it('keeps the stand-in backend to the shared schemas and rules, and tests out of the code', () => {
    expect(layerViolation('scripts/backend/generate/pages.ts', 'src/cms/schemas.ts')).toBeNull();
    expect(layerViolation('scripts/backend/generate/pages.ts', 'src/features/cart/cart.ts')).toBe('the stand-in backend imports features');
    expect(layerViolation('src/server/main.ts', 'scripts/backend/serve.ts')).toBe('server imports the stand-in backend');
    expect(layerViolation('scripts/start.ts', 'scripts/backend/serve.ts')).toBeNull();
    expect(layerViolation('scripts/bench/index.ts', 'tests/support/stack.ts')).toBe('scripts imports tests');
    expect(layerViolation('scripts/test.ts', 'tests/support/stack.ts')).toBeNull();
    expect(layerViolation('tests/unit/x.test.ts', 'scripts/backend/serve.ts')).toBeNull();
  });

  it('reads every kind of relative import, in TypeScript and in Astro files', () => {
    const ts = [
      "import { a } from '../cms/a';",
      "import type { B } from './b';",
      "export { c } from '../../lib/c';",
      "const d = await import('./d.ts');",
      "const w = new URL('../build/worker.ts', import.meta.url);",
      "import x from 'zod';",
      "import css from './e.css?url';",
    ].join('\n');
    expect(relativeImportsOf('src/server/x/f.ts', ts)).toEqual([
      'src/server/cms/a',
      'src/server/x/b',
      'src/lib/c',
      'src/server/x/d.ts',
      'src/server/x/e.css',
      'src/server/build/worker.ts',
    ]);
    const astro =
      "---\nimport A from '../components/A.astro';\n---\n<p>import fake from '../server/x';</p>\n<script>\nimport { go } from '../scripts/go';\n</script>";
    expect(relativeImportsOf('src/blocks/X.astro', astro)).toEqual(['src/components/A.astro', 'src/scripts/go']);
  });

  it('reads an import by the name of a workspace package as the path it names', () => {
    const packages = workspacePackages(root);
    const code =
      "import { site } from 'nordic-energy-site/src/server/site';\nimport { db } from '@nordic-energy/stand-in-backend/server/orders/db';\nimport z from 'zod';";
    const found = relativeImportsOf('src/features/cart/x.ts', code, packages);
    expect(found).toEqual(['src/server/site', 'scripts/backend/server/orders/db']);
    expect(found.map((to) => layerViolation('src/features/cart/x.ts', to))).toEqual([
      'features imports server, a layer above it',
      'features imports the stand-in backend',
    ]);
  });

  it('fails a file outside every layer, and Node in features (they hold islands and client rules only)', () => {
    expect(placeViolation('src/utils/format.ts', [])?.reason).toBe('a file outside every layer (docs/architecture.md, "Layers")');
    expect(placeViolation('src/env.d.ts', [])).toBeNull();
    expect(placeViolation('src/features/locator/x.ts', ['zod', './types'])).toBeNull();
    expect(placeViolation('src/features/locator/x.ts', ['node:fs/promises'])?.to).toBe('node:fs/promises');
    expect(placeViolation('src/features/cart/x.ts', ['zod', 'path'])?.reason).toBe('features import Node: server code belongs in src/server');
    expect(placeViolation('src/server/x.ts', ['node:fs'])).toBeNull();
  });

  it('finds two folders of one layer that import each other, and not one-way imports or imports across layers', () => {
    const found = twoWayFolders([
      { from: 'src/blocks/Hero.astro', to: 'src/components/ui/Asset.astro' },
      { from: 'src/components/x/Page.astro', to: 'src/blocks/BlockList.astro' },
      { from: 'src/layouts/PageShell.astro', to: 'src/components/layout/Header.astro' },
      { from: 'src/server/site.ts', to: 'src/cms/client.ts' },
      { from: 'src/cms/client.ts', to: 'src/server/respond.ts' },
      { from: 'src/cms/client.ts', to: 'src/lib/http/client.ts' },
      { from: 'src/lib/format.ts', to: 'src/cms/schemas.ts' },
      { from: 'src/cms/links.ts', to: 'src/lib/safe-url.ts' },
    ]);
    expect(found).toEqual([
      {
        folders: ['src/blocks/', 'src/components/'],
        examples: ['src/blocks/Hero.astro → src/components/ui/Asset.astro', 'src/components/x/Page.astro → src/blocks/BlockList.astro'],
      },
      {
        folders: ['src/cms/', 'src/lib/'],
        examples: ['src/cms/client.ts → src/lib/http/client.ts', 'src/lib/format.ts → src/cms/schemas.ts'],
      },
    ]);
  });

  it('names the sibling folders an import runs between: folders of a layer, or subfolders of one folder', () => {
    expect(siblingFolders('src/server/edge/varnish.ts', 'src/server/regen/cdn')).toEqual(['src/server/edge/', 'src/server/regen/']);
    expect(siblingFolders('src/server/api/account/routes.ts', 'src/server/api/orders/handlers.ts')).toEqual([
      'src/server/api/account/',
      'src/server/api/orders/',
    ]);
    expect(siblingFolders('src/cms/client.ts', 'src/lib/http/client.ts')).toEqual(['src/cms/', 'src/lib/']);
    // a file directly in the shared folder is no subfolder; nor is one folder's own file
    expect(siblingFolders('src/server/pipeline.ts', 'src/server/regen/bulk.ts')).toBeNull();
    expect(siblingFolders('src/server/regen/bulk.ts', 'src/server/respond.ts')).toBeNull();
    expect(siblingFolders('src/server/regen/bulk.ts', 'src/server/regen/plan.ts')).toBeNull();
    // across layers the layer order rules, not this check
    expect(siblingFolders('src/server/site.ts', 'src/cms/client.ts')).toBeNull();
  });

  it('finds two subfolders of one folder that import each other, however deep', () => {
    const found = twoWayFolders([
      { from: 'src/server/edge/varnish.ts', to: 'src/server/regen/cdn' },
      { from: 'src/server/regen/edge-purge.ts', to: 'src/server/edge/varnish' },
      { from: 'src/server/api/account/routes.ts', to: 'src/server/api/forms/x.ts' },
      { from: 'src/server/api/forms/y.ts', to: 'src/server/api/account/session.ts' },
      { from: 'src/server/api/orders/a.ts', to: 'src/server/observe/metrics.ts' },
      { from: 'src/server/pipeline.ts', to: 'src/server/observe/metrics.ts' },
      { from: 'src/server/observe/metrics.ts', to: 'src/server/respond.ts' },
    ]);
    expect(found.map((p) => p.folders)).toEqual([
      ['src/server/edge/', 'src/server/regen/'],
      ['src/server/api/account/', 'src/server/api/forms/'],
    ]);
  });

  it('keeps one direction between sibling folders of a layer, and between subfolders of a folder (docs/architecture.md "Layers")', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts', 'redirects'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|mjs|astro)$/.test(f));
    const pairs = twoWayFolders(importsAmong(root, files)).map((p) => p.folders.join(' ⇄ '));
    expect(pairs.filter((p) => !KNOWN_TWO_WAY.has(p))).toEqual([]);
    expect(
      [...KNOWN_TWO_WAY].filter((p) => !pairs.includes(p)),
      'listed as two-way but no longer',
    ).toEqual([]);
  });

  it('holds for every file of the site, its commands and the stand-in backend', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts', 'redirects'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|mjs|astro)$/.test(f));
    expect(files.length).toBeGreaterThan(300);
    const found = layerViolations(root, files).map((v) => `${v.from} → ${v.to}: ${v.reason}`);
    expect(found).toEqual([]);
  });

  it('reads the environment only in src/config: the rest of the site gets the parsed config (browser code has no environment)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|mjs|astro)$/.test(f) && !f.startsWith('src/config/'));
    expect(files.length).toBeGreaterThan(200);
    const reading = files.filter((f) => readsEnvironment(readFileSync(join(root, f), 'utf8')));
    expect(reading).toEqual([]);
  });

  it('finds a read of the environment in code, not in a comment', () => {
    expect(readsEnvironment('const s = process.env.LOCALE_STRATEGY;')).toBe(true);
    expect(readsEnvironment('const s = process?.env?.X;')).toBe(true);
    expect(readsEnvironment('const { env } = process;')).toBe(true);
    expect(readsEnvironment("/**\n * the host's zone (process.env.TZ)\n */\nconst a = 1; // process.env")).toBe(false);
  });
});
