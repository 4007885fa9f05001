import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstDifference, isCompared, unmatched, withoutAssetHashes, withoutOwnPath } from '../../../../scripts/support/compare-builds';

const line = fc.constantFrom('<p>a</p>', '<p>b</p>', '', '<h1>x</h1>', '<a href="/fi-FI/y">y</a>');
/** A short text from a few lines, so two texts often share a beginning. */
const text = fc.array(line, { maxLength: 6 }).map((lines) => lines.join('\n'));
const paths = fc.uniqueArray(fc.constantFrom('index.html', 'fi-FI/a.html', 'en-EU/b.html', 'data/s.json', '_astro/x.js'), { maxLength: 5 });

describe('compare-builds (scripts/support/compare-builds.ts)', () => {
  it("sets aside the build's own records and its compiled server, and compares the rest of the output", () => {
    for (const path of [
      'manifest.json',
      'build-state.json',
      'feed-cursor.json',
      'client/builds/latest.json',
      'client/builds/meta/1.json',
      'server/entry.mjs',
    ]) {
      expect(isCompared(path), path).toBe(false);
    }
    for (const path of [
      'client/index.html',
      'client/fi-FI/index.html.br',
      'client/data/stations-fi-FI.json',
      'client/_astro/x.Cq1x2b_Z.js',
      'nginx/site.conf.example',
    ]) {
      expect(isCompared(path), path).toBe(true);
    }
  });

  it("reads the output folder's own path as <DIST_DIR>, and nothing else", () => {
    expect(withoutOwnPath('root /srv/dist-a/client;\ninclude /srv/dist-a/nginx/x.conf;', '/srv/dist-a')).toBe(
      'root <DIST_DIR>/client;\ninclude <DIST_DIR>/nginx/x.conf;',
    );
    expect(withoutOwnPath('root /srv/dist-b/client;', '/srv/dist-a')).toBe('root /srv/dist-b/client;');
  });

  it("reads a browser asset's content hash as [hash] where a path, a page or a chunk names it, and nothing else", () => {
    expect(withoutAssetHashes('client/_astro/PageShell.astro_astro_type_script_index_0_lang.CbuFA2Tj.js')).toBe(
      'client/_astro/PageShell.astro_astro_type_script_index_0_lang.[hash].js',
    );
    expect(withoutAssetHashes('<link rel="stylesheet" href="/_astro/PageShell.D-4kq9aZ.css">')).toBe(
      '<link rel="stylesheet" href="/_astro/PageShell.[hash].css">',
    );
    expect(withoutAssetHashes('import{i as r}from"./interactive.-AaamLJr.js";')).toBe('import{i as r}from"./interactive.[hash].js";');
    // a page's own path, a content asset and a hash-like word elsewhere stay as they are
    const kept = '<a href="/fi-FI/asemat/Cq1x2b_Z.html"><img src="/assets/photo.Cq1x2b_Z.jpg"></a> /_astro/short.abc.js';
    expect(withoutAssetHashes(kept)).toBe(kept);
  });

  it('finds the first differing line of two texts (model: the first index where their lines differ)', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const found = firstDifference(a, b);
        if (a === b) {
          expect(found).toBeNull();
          return;
        }
        const la = a.split('\n');
        const lb = b.split('\n');
        const i = la.findIndex((l, n) => n >= lb.length || l !== lb[n]);
        const line = i === -1 ? la.length : i;
        expect(found).toEqual({ line: line + 1, a: la[line] ?? '(end of file)', b: lb[line] ?? '(end of file)' });
      }),
    );
  });

  it('names exactly the files one side has and the other lacks (model: set difference)', () => {
    fc.assert(
      fc.property(paths, paths, (a, b) => {
        const found = unmatched(new Set(a), new Set(b));
        expect(found.onlyA).toEqual(a.filter((p) => !b.includes(p)).sort());
        expect(found.onlyB).toEqual(b.filter((p) => !a.includes(p)).sort());
        expect(unmatched(new Set(a), new Set(a))).toEqual({ onlyA: [], onlyB: [] });
      }),
    );
  });
});
