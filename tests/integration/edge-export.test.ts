import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadRedirectTables } from '../../redirects/index';
import { localeCodes, defaultLocale } from '../../src/config/locales';
import { nginxRedirectMap, nginxServerExample } from '../../src/server/edge/nginx';
import { freePort } from '../../scripts/support/ports';

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Status and Location, with the Location decoded so the two servers' encodings compare equal. */
async function answer(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' } });
  await res.body?.cancel();
  const location = res.headers.get('location');
  return `${res.status} ${location === null ? '' : decodeURI(location)}`;
}

describe('the nginx export of the redirect rules', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  let base = '';

  beforeAll(async () => {
    if (!existsSync(NGINX)) {
      throw new Error(`nginx not found at ${NGINX}. Install Debian's nginx: sudo apt-get install -y nginx (or set NGINX_PATH).`);
    }
    dir = await mkdtemp(join(tmpdir(), 'edge-'));
    const port = await freePort();
    const mapFile = join(dir, 'redirects.conf');
    await writeFile(mapFile, nginxRedirectMap(loadRedirectTables()));
    const server = nginxServerExample({ listen: `127.0.0.1:${port}`, root: join(distDir, 'client'), mapFile, hosts: [] });
    await writeFile(
      join(dir, 'nginx.conf'),
      `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n  default_type text/html;\n${server}\n}\n`,
    );
    nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`${base}/`);
        break;
      } catch {
        if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers every legacy entry, with and without a trailing slash and a query, as the Node pipeline does', async () => {
    const tables = loadRedirectTables();
    const corpus: string[] = [];
    for (const locale of localeCodes) {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      for (const from of tables[locale].keys()) {
        const path = encodeURI(`${prefix}${from}`);
        corpus.push(path, `${path}/`, `${path}?utm_source=x&b=2`);
      }
    }
    expect(corpus.length).toBeGreaterThan(400);
    const mismatches: string[] = [];
    for (const path of corpus) {
      const [node, edge] = await Promise.all([answer(siteUrl, path), answer(base, path)]);
      if (node !== edge) mismatches.push(`${path}: node "${node}" nginx "${edge}"`);
    }
    expect(mismatches, mismatches.slice(0, 5).join('\n')).toEqual([]);
  });

  it('gives the same answers for locale-prefix case, the default locale written out and plain pages', async () => {
    const corpus = [
      '/en-eu/stationsearch',
      '/EN-EU',
      '/Sv-Se/hitta-station?x=1',
      '/fi-FI/asemahaku',
      '/fi-fi',
      '/FI-FI/',
      '/en-EU/stationsearch',
      '/asemahaku',
      '/no-NO/finn-stasjon/',
    ];
    for (const path of corpus) expect(await answer(base, path), path).toBe(await answer(siteUrl, path));
  });

  it('never sends a visitor off the site from a hostile path', async () => {
    for (const path of ['//evil.example/', '/%2F%2Fevil.example/', '/fi-FI//evil.example', '/%5C%5Cevil.example/', '/./evil.example/']) {
      const edge = await answer(base, path);
      const location = edge.slice(4);
      if (location) expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});
