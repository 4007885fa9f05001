import { describe, expect, it } from 'vitest';
import { build, type Plugin } from 'esbuild';

// Vite's `?url` imports (stylesheets, the outlines file) are asset URLs, not code
const urlImports: Plugin = {
  name: 'url-imports',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, external: true }));
  },
};

async function inputsOf(entry: string, external: string[] = []): Promise<{ inputs: string[]; bytes: number }> {
  const result = await build({
    entryPoints: [new URL(`../../../../${entry}`, import.meta.url).pathname],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    metafile: true,
    external,
    plugins: [urlImports],
    jsx: 'automatic',
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => p.replace(/^.*?(src|node_modules)\//, '$1/'));
  return { inputs, bytes: result.outputFiles.reduce((n, f) => n + f.contents.length, 0) };
}

describe('what the browser loads for stations', () => {
  it("the station page's hours script stays tiny: no zod, no string tables, no map", async () => {
    const { inputs, bytes } = await inputsOf('src/scripts/open-now.ts');
    expect(inputs.sort()).toEqual([
      'src/cms/opening-hours/open-now.ts',
      'src/cms/opening-hours/view.ts',
      'src/lib/calendar.ts',
      'src/lib/clock.ts',
      'src/lib/zoned-time.ts',
      'src/scripts/open-now.ts',
    ]);
    // minified, before gzip: the zone, calendar and clock helpers (each locale's time writing, src/lib/clock.ts)
    expect(bytes).toBeLessThan(5500);
  });

  it("the station page's map loader holds no Leaflet until the map is in view", async () => {
    const { inputs } = await inputsOf('src/scripts/station-map.ts', ['../features/locator/station-map']);
    expect(inputs).toEqual(['src/scripts/station-map.ts']);
  });

  it('the locator island brings no zod, string tables or schemas (only props carry strings)', async () => {
    const { inputs } = await inputsOf('src/features/locator/Locator.tsx', [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'leaflet',
      'react-leaflet',
      'nanostores',
      '@nanostores/react',
    ]);
    expect(inputs.filter((p) => /zod|i18n\/strings|cms\/schemas|cms\/blocks|cms\/commerce/.test(p))).toEqual([]);
  });
});
