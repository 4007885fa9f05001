import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MODULE, preloadHelperCode, PRELOAD_HELPER_ID, shellModule, smallPreloadHelper } from '../../../src/integrations/small-preload-helper';

/** A document with just what the helper touches: links created and appended to the head. */
function fakeDocument() {
  const appended: { rel: string; href: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
  return {
    appended,
    document: {
      createElement: () => ({ rel: '', href: '', onload: null, onerror: null }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    },
  };
}

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** Stands in for the page's reload after a chunk load error (src/scripts/chunk-reload.ts): counts its calls. */
const reloadStub = `data:text/javascript,${encodeURIComponent('export const reloadAfterChunkError=(probe)=>{(globalThis.__reloads??=[]).push(probe)}')}`;
const reloads = () => (globalThis as { __reloads?: string[] }).__reloads ?? [];

/** A fresh instance of the helper module (its own record of what it added). */
async function helper(base = '/'): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(preloadHelperCode(base, reloadStub))}%2F%2F${Math.random()}`;
  const mod = (await import(/* @vite-ignore */ url)) as { __vitePreload: Preload };
  return mod.__vitePreload;
}

afterEach(() => vi.unstubAllGlobals());

describe('the small preload helper', () => {
  it('adds a modulepreload link per chunk under the base, once per page, and imports without waiting for them', async () => {
    const { appended, document } = fakeDocument();
    vi.stubGlobal('document', document);
    const preload = await helper('/shop/');
    const load = vi.fn(async () => 'module');
    await expect(preload(load, ['_astro/a.js', '_astro/b.js'])).resolves.toBe('module');
    await expect(preload(load, ['_astro/b.js'])).resolves.toBe('module');
    expect(appended.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', '/shop/_astro/a.js'],
      ['modulepreload', '/shop/_astro/b.js'],
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports only once a lazy chunk’s stylesheet has loaded (or failed)', async () => {
    const { appended, document } = fakeDocument();
    vi.stubGlobal('document', document);
    const preload = await helper();
    const load = vi.fn(async () => 'module');
    const done = preload(load, ['_astro/x.js', '_astro/x.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    const css = appended.find((l) => l.href === '/_astro/x.css')!;
    expect(css.rel).toBe('stylesheet');
    css.onerror!();
    await expect(done).resolves.toBe('module');
  });

  it('imports at once without dependencies, and passes a failed import on', async () => {
    vi.stubGlobal('document', fakeDocument().document);
    const preload = await helper();
    await expect(preload(async () => 1)).resolves.toBe(1);
    await expect(preload(() => Promise.reject(new Error('offline')), [])).rejects.toThrow('offline');
  });

  it('a failed import asks for the page’s reload (spec 4), naming a file of its build, and still rejects; a successful one does not', async () => {
    vi.stubGlobal('document', fakeDocument().document);
    const preload = await helper();
    const before = reloads().length;
    const missing = new TypeError('Failed to fetch dynamically imported module: /_astro/gone.js');
    await expect(preload(() => Promise.reject(missing), ['_astro/gone.js'])).rejects.toBe(missing);
    // asked with the helper's own URL: a file of the page's build
    expect(reloads().slice(before)).toEqual([expect.stringMatching(/^data:text\/javascript,/)]);
    await preload(async () => 1);
    expect(reloads()).toHaveLength(before + 1);
  });

  it('imports the site’s own reload (src/scripts/chunk-reload.ts) in the build', () => {
    expect(preloadHelperCode('/')).toContain(`from${JSON.stringify(CHUNK_RELOAD_MODULE)}`);
    expect(CHUNK_RELOAD_MODULE).toMatch(/\/src\/scripts\/chunk-reload\.ts$/);
  });

  it('answers only Vite’s helper module', () => {
    const plugin = smallPreloadHelper();
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(PRELOAD_HELPER_ID)).toBe(preloadHelperCode('/'));
    expect(load('/src/x.ts')).toBeUndefined();
  });
});

describe('the page shell chunk', () => {
  it("holds the shell's script, the helper and the reload after a chunk error, and nothing else", () => {
    expect(shellModule(PRELOAD_HELPER_ID)).toBe(true);
    expect(shellModule(CHUNK_RELOAD_MODULE)).toBe(true);
    expect(shellModule('/work/site/src/layouts/PageShell.astro?astro&type=script&index=0&lang.ts')).toBe(true);
    for (const other of [
      '/work/site/src/layouts/PageShell.astro',
      '/work/site/src/layouts/PageShell.astro?astro&type=script&index=1&lang.ts',
      '/work/site/src/components/StationPage.astro?astro&type=script&index=0&lang.ts',
      '/work/site/src/scripts/interactive.ts',
      '\0vite/modulepreload-polyfill.js',
    ])
      expect(shellModule(other), other).toBe(false);
  });
});
