/**
 * The oldest browser of the policy that the tests run: Firefox ESR 140 (docs/running.md, "Browsers";
 * design.md, Browsers). Debian 12 keeps it in its main archive beside the current ESR, so it is
 * fetched once with `apt-get download` (no root needed) and unpacked with `dpkg-deb -x` into
 * `.cache/`, where it runs on the libraries the current ESR installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const FIREFOX_FLOOR_VERSION = '140.12.0esr-1~deb12u1';
const root = resolve(import.meta.dirname, '../..');
const dir = resolve(root, '.cache', `firefox-esr-${FIREFOX_FLOOR_VERSION.replace(/[^\w.-]/g, '_')}`);
const binary = join(dir, 'usr/lib/firefox-esr/firefox-esr');

let pending: Promise<string> | undefined;

async function unpack(): Promise<string> {
  if (existsSync(binary)) return binary;
  const work = await mkdtemp(join(root, '.cache', 'firefox-floor-'));
  try {
    try {
      execFileSync('apt-get', ['download', `firefox-esr=${FIREFOX_FLOOR_VERSION}`], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
      throw new Error(`[engines] cannot fetch Firefox ESR ${FIREFOX_FLOOR_VERSION} with apt-get download (run 'sudo apt-get update' first?): ${detail}`);
    }
    const [deb] = (await readdir(work)).filter((name) => name.endsWith('.deb'));
    if (!deb) throw new Error(`[engines] apt-get download left no .deb for firefox-esr=${FIREFOX_FLOOR_VERSION}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    execFileSync('dpkg-deb', ['-x', join(work, deb), dir]);
    if (!existsSync(binary)) throw new Error(`[engines] ${deb} holds no ${binary}`);
    return binary;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The path of Firefox ESR 140's binary, fetched and unpacked the first time. */
export function firefoxFloor(): Promise<string> {
  pending ??= mkdir(resolve(root, '.cache'), { recursive: true }).then(unpack);
  return pending;
}
