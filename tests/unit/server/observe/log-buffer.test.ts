import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedDestination, LOG_BUFFER } from '../../../../src/server/observe/log';
import { createMetrics } from '../../../../src/server/observe/metrics';

// The JSON log's buffer (src/server/observe/log.ts LOG_BUFFER): lines go out in large writes, a
// reader that does not keep up makes it drop lines at its cap and count them, never grow further,
// and a flush writes everything it holds.

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const line = (i: number) => `${JSON.stringify({ event: 'request', n: i, pad: 'x'.repeat(200) })}\n`;

describe('the log buffer', () => {
  it('holds at most its cap for a reader that stalls, drops and counts the lines past it, and loses none it kept', async () => {
    dir = mkdtempSync(join(tmpdir(), 'log-fifo-'));
    const fifo = join(dir, 'log');
    execFileSync('mkfifo', [fifo]);
    // the reader: opened first (without blocking), and not reading until the writer has filled everything
    const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writeFd = openSync(fifo, 'w');
    const buffer = { minBytes: 4 * 1024, maxWrite: 16 * 1024, maxBytes: 64 * 1024, flushMs: 50 };
    const destination = bufferedDestination(writeFd, buffer);
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.readFrom({ logLinesDropped: destination.dropped });

    const lines = 5_000; // about 1.1 MB: many times the cap and the pipe's own buffer
    let most = 0;
    for (let i = 0; i < lines; i++) {
      destination.stream.write(line(i));
      most = Math.max(most, destination.buffered());
      // let the writes that can go out go out, as a serving process does between requests
      if (i % 200 === 0) await new Promise((ok) => setImmediate(ok));
    }
    expect(most).toBeLessThanOrEqual(buffer.maxBytes);
    expect(destination.dropped()).toBeGreaterThan(0);
    expect(await metrics.registry.getSingleMetricAsString('nordic_site_log_lines_dropped_total')).toMatch(
      new RegExp(`^nordic_site_log_lines_dropped_total ${destination.dropped()}$`, 'm'),
    );

    // the reader catches up: every line not counted as dropped arrives, whole and in order
    const reader = new Socket({ fd: readFd, readable: true, writable: false });
    let received = '';
    reader.on('data', (d: Buffer) => (received += d.toString()));
    await destination.flush(10_000);
    destination.stop();
    const arrived = () => received.split('\n').length - 1;
    await expect.poll(() => arrived() + destination.dropped(), { timeout: 10_000 }).toBeGreaterThanOrEqual(lines);
    expect({ arrived: arrived(), dropped: destination.dropped() }).toEqual({ arrived: lines - destination.dropped(), dropped: destination.dropped() });
    const numbers = received
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { n: number }).n);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    reader.destroy();
    closeSync(writeFd);
  });

  it('writes what it holds on flush, though fewer bytes than it waits for came', async () => {
    dir = mkdtempSync(join(tmpdir(), 'log-file-'));
    const file = join(dir, 'log');
    const fd = openSync(file, 'a');
    // a flush period longer than the test: only the flush can write these lines
    const destination = bufferedDestination(fd, { ...LOG_BUFFER, flushMs: 60_000 });
    for (let i = 0; i < 10; i++) destination.stream.write(line(i));
    expect(readFileSync(file, 'utf8')).toBe('');
    await destination.flush(5_000);
    destination.stop();
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(10);
    expect(destination.dropped()).toBe(0);
    closeSync(fd);
  });
});
