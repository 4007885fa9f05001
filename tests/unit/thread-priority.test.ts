import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { niceThread } from '../../src/server/build/thread-priority';

const module = fileURLToPath(new URL('../../src/server/build/thread-priority.ts', import.meta.url));

/** Runs niceThread(nice) in a worker thread (through tsx) and answers what it reported. */
function inWorker(nice: number): Promise<number> {
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}); }).then(({ niceThread }) => require('node:worker_threads').parentPort.postMessage(niceThread(${nice})));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', (value: number) => void worker.terminate().then(() => resolve(value)));
    worker.once('error', reject);
  });
}

describe('niceThread', () => {
  it.runIf(process.platform === 'linux')("makes a worker thread nicer and leaves the process's own thread as it was", async () => {
    const before = getPriority();
    const worker = await inWorker(before + 5);
    expect(worker).toBe(before + 5);
    expect(getPriority()).toBe(before);
  });

  it('never raises a priority (that needs privileges): a lower value leaves it', () => {
    const now = getPriority();
    expect(niceThread(now - 1)).toBe(now);
  });
});
