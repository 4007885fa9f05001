import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, manifestSchema } from '../../../../src/server/output/manifest';
import { StagedOutput } from '../../../../src/server/output/staged';
import { pageRecord } from '../../../support/page-record';

// A full build's output (src/server/output/staged.ts): the records of what each render left, the
// manifest they make, and the staging folder put in place of the live one whole.

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'staged-output-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the records of a build', () => {
  it('hold the last outcome of each path: a page or a redirect, never both', () => {
    const path = fc.constantFrom('/fi-FI/a', '/fi-FI/b', '/en-EU/c');
    const outcome = fc.oneof(
      fc.string({ minLength: 1, maxLength: 4 }).map((version) => ({ kind: 'page' as const, record: { ...pageRecord({ id: 'x', version }), file: 'x.html' } })),
      fc.constantFrom('/fi-FI/a', '/fi-FI/z').map((location) => ({ kind: 'redirect' as const, location })),
      fc.constant({ kind: 'absent' as const }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(path, outcome), { maxLength: 12 }), (steps) => {
        const output = new StagedOutput(join(root, 'staging'), 'b1');
        // the model: the last page or redirect outcome per path; an absent page leaves what was there
        const model = new Map<string, (typeof steps)[number][1]>();
        for (const [p, o] of steps) {
          output.adopt(p, o);
          if (o.kind !== 'absent') model.set(p, o);
        }
        const pages = Object.fromEntries([...model].filter(([, o]) => o.kind === 'page').map(([p, o]) => [p, o.kind === 'page' ? o.record : null]));
        const redirects = Object.fromEntries(
          [...model].filter(([, o]) => o.kind === 'redirect').map(([p, o]) => [p, o.kind === 'redirect' ? o.location : null]),
        );
        expect(output.manifest.pages).toEqual(pages);
        expect(output.manifest.redirects).toEqual(redirects);
        expect(output.pageCount).toBe(Object.keys(pages).length);
        expect(output.redirectCount).toBe(Object.keys(redirects).length);
      }),
    );
  });
});

describe('putting a build in place', () => {
  it('writes a manifest the server reads, and swaps the folder in keeping the live hashed assets', async () => {
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'client', '_astro'), { recursive: true });
    await writeFile(join(dist, 'client', '_astro', 'old.js'), 'old');
    await writeFile(join(dist, 'client', 'gone.html'), 'gone');
    const output = new StagedOutput(join(root, 'staging'), 'b2', '2026-11-29T12:00:00.000Z');
    await mkdir(join(output.clientDir, '_astro'), { recursive: true });
    await writeFile(join(output.clientDir, '_astro', 'new.js'), 'new');
    output.adopt('/fi-FI/a', { kind: 'page', record: { ...pageRecord({ id: 'a', version: '1' }), file: 'fi-FI/a.html' } });
    output.adopt('/fi-FI/old', { kind: 'redirect', location: '/fi-FI/a' });
    await output.writeManifest();
    await output.swapInto(dist, dist);

    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(dist, MANIFEST_FILE), 'utf8')));
    expect(manifest.buildId).toBe('b2');
    expect(manifest.builtAt).toBe('2026-11-29T12:00:00.000Z');
    expect(Object.keys(manifest.pages)).toEqual(['/fi-FI/a']);
    expect(manifest.redirects).toEqual({ '/fi-FI/old': '/fi-FI/a' });
    expect(await readFile(join(dist, 'client', '_astro', 'new.js'), 'utf8')).toBe('new');
    expect(await readFile(join(dist, 'client', '_astro', 'old.js'), 'utf8')).toBe('old');
    expect(existsSync(join(dist, 'client', 'gone.html'))).toBe(false);
    expect(existsSync(output.dir)).toBe(false);
  });
});
