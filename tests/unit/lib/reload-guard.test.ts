/** Spec 4 and 9: a chunk load error reloads the page, at most once per path within 10 seconds. */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from '../../../src/lib/reload-guard';
import { reloadAfterChunkError, RELOAD_MARK_KEY } from '../../../src/scripts/chunk-reload';

describe('the reload guard', () => {
  it('is spec 9’s 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('lets a path’s first reload through (no mark: NaN or 0)', () => {
    expect(mayReload(Number.NaN, 1_700_000_000_000)).toBe(true);
    expect(mayReload(0, 1_700_000_000_000)).toBe(true);
  });

  it('holds a path back for 10 seconds after its last reload, then lets it through again', () => {
    expect(mayReload(50_000, 50_000)).toBe(false);
    expect(mayReload(50_000, 59_999)).toBe(false);
    expect(mayReload(50_000, 60_000)).toBe(true);
    // a clock set back since the last reload holds nothing back
    expect(mayReload(50_000, 49_000)).toBe(true);
  });

  it('never lets one path reload twice within 10 seconds, whatever the order of failures', () => {
    const failure = fc.record({ path: fc.constantFrom('/a', '/b', '/en-EU/c'), gap: fc.integer({ min: 0, max: 25_000 }) });
    fc.assert(
      fc.property(fc.array(failure, { maxLength: 40 }), (failures) => {
        let now = 1_700_000_000_000;
        const last = new Map<string, number>();
        const reloads: { path: string; at: number }[] = [];
        for (const { path, gap } of failures) {
          now += gap;
          if (!mayReload(last.get(path) ?? Number.NaN, now)) continue;
          last.set(path, now);
          reloads.push({ path, at: now });
        }
        for (const [i, a] of reloads.entries()) {
          const next = reloads.slice(i + 1).find((r) => r.path === a.path);
          if (next) expect(next.at - a.at).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
        }
        // and a path that failed after its guard ran out did reload
        expect(reloads.length).toBeGreaterThanOrEqual(new Set(failures.map((f) => f.path)).size);
      }),
    );
  });
});

describe('the page’s reload after a chunk load error', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const probe = 'https://site.test/_astro/AccountArea.abc.js';

  /** A page at `path` with its own session storage and a server where its build is `build`; `reload` counts location.reload(). */
  function page(path: string, storage = new Map<string, string>(), build: 'gone' | 'there' | 'unreachable' = 'gone') {
    const reload = vi.fn();
    const asked: { url: string; method?: string; cache?: string }[] = [];
    vi.stubGlobal('location', { pathname: path, href: `https://site.test${path}`, reload });
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method, cache: init?.cache });
      if (build === 'unreachable') throw new TypeError('NetworkError when attempting to fetch resource.');
      return new Response(null, { status: build === 'gone' ? 404 : 200 });
    });
    return { reload, storage, asked };
  }

  it('reloads once when the build is gone, and not again on the same path within 10 seconds (the mark outlives the reload); another path may', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const first = page('/en-EU/account');
    await reloadAfterChunkError(probe);
    expect(first.reload).toHaveBeenCalledTimes(1);
    // it asked the server for the file, past every cache
    expect(first.asked).toEqual([{ url: probe, method: 'HEAD', cache: 'no-store' }]);
    // the reloaded page fails again at once: same session storage, same path
    const second = page('/en-EU/account', first.storage);
    vi.advanceTimersByTime(9_000);
    await reloadAfterChunkError(probe);
    expect(second.reload).not.toHaveBeenCalled();
    const other = page('/en-EU/checkout', first.storage);
    await reloadAfterChunkError(probe);
    expect(other.reload).toHaveBeenCalledTimes(1);
    const third = page('/en-EU/account', first.storage);
    vi.advanceTimersByTime(1_000);
    await reloadAfterChunkError(probe);
    expect(third.reload).toHaveBeenCalledTimes(1);
    expect(first.storage.get(`${RELOAD_MARK_KEY}/en-EU/account`)).toBe('1700000010000');
  });

  it('does not reload while the build is still there (the import failed because the page is being left) or the server cannot be reached (offline)', async () => {
    for (const build of ['there', 'unreachable'] as const) {
      const { reload, storage } = page('/artikkeli', new Map(), build);
      await reloadAfterChunkError(probe);
      expect(reload, build).not.toHaveBeenCalled();
      // and the guard was not spent on it
      expect(storage.size, build).toBe(0);
    }
  });

  it('does not reload without session storage, where nothing could stop a loop', async () => {
    const { reload } = page('/a');
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await reloadAfterChunkError(probe);
    expect(reload).not.toHaveBeenCalled();
  });
});
