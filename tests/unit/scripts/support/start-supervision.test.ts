import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeStop, restartVerdict } from '../../../../scripts/support/restart-policy';
import { supervise } from '../../../../scripts/support/supervise';
import { decideStartSecrets, savedStartSecrets, START_SECRETS_FILE, startSecretNames, useSavedStartSecrets } from '../../../../scripts/support/start-secrets';

describe('npm start restarts what stops on its own, and gives up on a loop', () => {
  it('restarts while fewer than `limit` stops fell within the window, for any history (against a counting model)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 })), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 5 }), (stops, now, limit) => {
        const recent = stops.filter((at) => at > now - 60_000 && at <= now).length + stops.filter((at) => at > now).length;
        expect(restartVerdict(stops, now, { limit, windowMs: 60_000 })).toBe(recent < limit ? 'restart' : 'give-up');
      }),
    );
  });

  it('restarts three times within a minute, the fourth stop ends it; an old stop does not count', () => {
    expect(restartVerdict([], 0)).toBe('restart');
    expect(restartVerdict([0, 1_000], 2_000)).toBe('restart');
    expect(restartVerdict([0, 1_000, 2_000], 3_000)).toBe('give-up');
    expect(restartVerdict([0, 1_000, 2_000], 61_000)).toBe('restart');
  });

  it('says how a process stopped', () => {
    expect(describeStop(null, 'SIGKILL')).toBe('was killed (SIGKILL)');
    expect(describeStop(1, null)).toBe('exited with 1');
    expect(describeStop(0, null)).toBe('exited with 0');
  });
});

describe('the secrets npm start makes are kept', () => {
  const root = () => mkdtempSync(join(tmpdir(), 'start-secrets-'));

  it('makes each one the environment lacks, keeps it (0600) and gives the same ones the next time', () => {
    const dir = root();
    const first = decideStartSecrets({ CMS_WEBHOOK_SECRET: 'from-the-environment-123456' }, dir);
    expect(first.source).toEqual({ CMS_WEBHOOK_SECRET: 'environment', CMS_EDITOR_TOKEN: 'made', PREVIEW_SECRET: 'made' });
    expect(first.secrets.PREVIEW_SECRET).toMatch(/^[0-9a-f]{48}$/);
    const file = join(dir, START_SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // the environment's own is never written down
    expect(readFileSync(file, 'utf8')).not.toContain('from-the-environment');
    const second = decideStartSecrets({}, dir);
    expect(second.secrets.CMS_EDITOR_TOKEN).toBe(first.secrets.CMS_EDITOR_TOKEN);
    expect(second.secrets.PREVIEW_SECRET).toBe(first.secrets.PREVIEW_SECRET);
    expect(second.source.CMS_EDITOR_TOKEN).toBe('kept');
    // the webhook secret was the environment's: made now, and kept from now on
    expect(second.source.CMS_WEBHOOK_SECRET).toBe('made');
    expect(savedStartSecrets(dir)).toEqual(second.secrets);
  });

  it('lets the environment win over the kept file, and fills only what the environment lacks for serve and cms', () => {
    const dir = root();
    const kept = decideStartSecrets({}, dir).secrets;
    expect(decideStartSecrets({ PREVIEW_SECRET: 'set-by-the-operator-1234' }, dir).secrets.PREVIEW_SECRET).toBe('set-by-the-operator-1234');
    const env: NodeJS.ProcessEnv = { CMS_EDITOR_TOKEN: 'mine-mine-mine-mine' };
    useSavedStartSecrets(dir, env);
    expect(env).toEqual({ CMS_EDITOR_TOKEN: 'mine-mine-mine-mine', CMS_WEBHOOK_SECRET: kept.CMS_WEBHOOK_SECRET, PREVIEW_SECRET: kept.PREVIEW_SECRET });
  });

  it('reads nothing from a missing file and ignores other variables in it', () => {
    const dir = root();
    expect(savedStartSecrets(dir)).toEqual({});
    decideStartSecrets({}, dir);
    writeFileSync(join(dir, START_SECRETS_FILE), `${readFileSync(join(dir, START_SECRETS_FILE), 'utf8')}PORT=1\n`);
    expect(Object.keys(savedStartSecrets(dir)).sort()).toEqual([...startSecretNames].sort());
  });
});

describe('supervise: a child that stops on its own', () => {
  /** A tiny server answering 200 on any path, on `port`. */
  const server = (port: number) =>
    spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  const freePort = async () => {
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const { port } = probe.address() as AddressInfo;
    await new Promise((ok) => probe.close(ok));
    return port;
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  };

  it('is logged and started again; one that keeps stopping ends everything; one stopped by npm start is left alone', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const started: ChildProcess[] = [];
    const launch = () => {
      const child = server(port);
      started.push(child);
      return child;
    };
    let gaveUp = false;
    let stopping = false;
    const healthUrl = `http://127.0.0.1:${port}/healthz`;
    supervise({
      name: 'the test server',
      first: launch(),
      launch,
      healthUrl,
      timeoutMs: 10_000,
      stopping: () => stopping,
      giveUp: () => (gaveUp = true),
      policy: { limit: 2, windowMs: 60_000 },
      log: (l) => lines.push(l),
    });
    try {
      started[0]!.kill('SIGKILL');
      await until(() => lines.includes('[start] the test server is running again'));
      expect(lines.slice(0, 2)).toEqual(['[start] the test server was killed (SIGKILL)', '[start] starting the test server again']);
      expect((await fetch(healthUrl)).status).toBe(200);
      started[1]!.kill('SIGKILL');
      await until(() => started.length === 3 && lines.filter((l) => l.endsWith('is running again')).length === 2);
      started[2]!.kill('SIGKILL');
      await until(() => gaveUp);
      expect(lines.at(-1)).toBe('[start] the test server stopped 3 times within 60 s: stopping everything');
      expect(started).toHaveLength(3);

      // stopped by npm start itself (Ctrl-C): no log, no restart
      stopping = true;
      supervise({
        name: 'x',
        first: launch(),
        launch,
        healthUrl,
        timeoutMs: 10_000,
        stopping: () => stopping,
        giveUp: () => undefined,
        log: (l) => lines.push(l),
      });
      const count = lines.length;
      started[3]!.kill('SIGTERM');
      await new Promise((ok) => started[3]!.once('exit', ok));
      await new Promise((r) => setTimeout(r, 100));
      expect(lines).toHaveLength(count);
      expect(started).toHaveLength(4);
    } finally {
      for (const child of started) child.kill('SIGKILL');
    }
  }, 30_000);
});
