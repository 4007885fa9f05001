import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForHealth } from '../../../../scripts/support/children';

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

describe('the health wait of npm start and the rolling deploy', () => {
  it('fails at once when the instance it waits for is killed by a signal, however long it would wait', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((ok) => child.once('spawn', ok));
    const url = `http://127.0.0.1:${await closedPort()}/healthz`;
    const waiting = waitForHealth(url, child, 'site instance 1', 600_000);
    child.kill('SIGKILL');
    // the test's own 5 s timeout is the bound: a wait that ignored the signal would run ten minutes
    await expect(waiting).rejects.toThrow('site instance 1 was killed (SIGKILL)');
  });

  it('fails at once when the instance exits', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await expect(waitForHealth(`http://127.0.0.1:${await closedPort()}/healthz`, child, 'the site server', 600_000)).rejects.toThrow(
      'the site server exited with 3',
    );
  });
});
