import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../../../src/config/config';
import { createPassWorkers, renderOnWorkers, type BulkResult, type PassWorkers } from '../../../../src/server/regen/bulk';
import type { Render, RenderInit } from '../../../../src/server/renderer';

// an output folder with no compiled site in it: a worker started on it fails while it loads
let distDir = '';
const config = parseConfig({});

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'pass-workers-'));
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('render workers of regeneration passes', () => {
  it("standing: before they are up, a pass waits for them rather than rendering on the server's thread", async () => {
    const workers = createPassWorkers({ distDir, config, standing: true, size: 1 });
    expect(workers.warm).toBe(false);
    expect(workers.starting).toBe(true);
    await workers.close();
    expect(workers.starting).toBe(false);
  });

  it('on demand: nothing waits for them until a large pass starts them', async () => {
    const workers = createPassWorkers({ distDir, config, size: 1 });
    expect(workers.starting).toBe(false);
    await workers.close();
  });

  it('standing workers that cannot load: the pass gets every page back as failed (for in-process retries), and later passes stop waiting', async () => {
    const workers = createPassWorkers({ distDir, config, standing: true, size: 1 });
    workers.prepare();
    expect(workers.starting).toBe(true);
    const results = new Map<string, BulkResult>();
    await workers.render(['/a', '/b'], 'l0', (path, result) => void results.set(path, result));
    expect([...results.values()]).toEqual([
      { kind: 'failed', reason: 'render workers did not start' },
      { kind: 'failed', reason: 'render workers did not start' },
    ]);
    expect(workers.warm).toBe(false);
    expect(workers.starting).toBe(false);
    await workers.close();
  }, 60_000);

  it('closed: a pass gets its pages back as failed, and no worker starts', async () => {
    const workers = createPassWorkers({ distDir, config, standing: true, size: 1 });
    await workers.close();
    workers.prepare();
    expect(workers.starting).toBe(false);
    const results = new Map<string, BulkResult>();
    await workers.render(['/a'], 'l0', (path, result) => void results.set(path, result));
    expect(results.get('/a')).toEqual({ kind: 'failed', reason: 'render workers did not start' });
  });
});

describe("the server's on-demand render", () => {
  const inProcess = vi.fn<Render>(async (pathname) => ({ status: 200, headers: new Headers({ 'x-by': 'server' }), body: `server ${pathname}` }));

  /** Workers whose state and answer the test decides. */
  function workers(state: { warm: boolean }, answer: (pathname: string, init: RenderInit) => Promise<{ status: number; headers: Headers; body: string }>) {
    const asked: { pathname: string; init: RenderInit }[] = [];
    const fake: PassWorkers = {
      get warm() {
        return state.warm;
      },
      starting: false,
      prepare: () => undefined,
      answer: (pathname, init) => {
        asked.push({ pathname, init });
        return answer(pathname, init);
      },
      render: async () => undefined,
      close: async () => undefined,
    };
    return { fake, asked };
  }

  beforeEach(() => inProcess.mockClear());

  it("renders on the warm workers, naming the server's layout revision, and not on the server's thread", async () => {
    const { fake, asked } = workers({ warm: true }, async (pathname) => ({
      status: 200,
      headers: new Headers({ 'x-by': 'worker' }),
      body: `worker ${pathname}`,
    }));
    const render = renderOnWorkers(fake, inProcess, () => 'l3-29000000');
    const result = await render('/asemahaku', { preview: true });
    expect(result.body).toBe('worker /asemahaku');
    expect(result.headers.get('x-by')).toBe('worker');
    expect(asked).toEqual([{ pathname: '/asemahaku', init: { preview: true, layoutRevision: 'l3-29000000' } }]);
    expect(inProcess).not.toHaveBeenCalled();
  });

  it("renders on the server's thread while the workers are not up", async () => {
    const { fake, asked } = workers({ warm: false }, () => Promise.reject(new Error('not up')));
    const result = await renderOnWorkers(fake, inProcess, () => 'l0')('/tietoa');
    expect(result.body).toBe('server /tietoa');
    expect(asked).toEqual([]);
  });

  it("a worker that dies during the render: the server's thread renders the page instead", async () => {
    const state = { warm: true };
    const { fake } = workers(state, async () => {
      state.warm = false;
      throw new Error('build worker exited with 1');
    });
    const result = await renderOnWorkers(fake, inProcess, () => 'l0')('/tietoa', { origin: 'https://www.example.fi' });
    expect(result.body).toBe('server /tietoa');
    expect(inProcess).toHaveBeenCalledWith('/tietoa', { origin: 'https://www.example.fi' });
  });

  it('a render that fails in a working worker fails, without a second render on the server', async () => {
    const { fake } = workers({ warm: true }, () => Promise.reject(new Error('component threw')));
    await expect(renderOnWorkers(fake, inProcess, () => 'l0')('/tietoa')).rejects.toThrow('component threw');
    expect(inProcess).not.toHaveBeenCalled();
  });
});
