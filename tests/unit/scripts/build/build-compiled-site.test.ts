import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledSiteReusable, copyCompiledSite } from '../../../../scripts/build/compiled-site';
import { configState, restartDecision, serverDigest, sourceDigest, writeBuildState } from '../../../../scripts/build/state';
import { parseConfig } from '../../../../src/config/config';
import { notShapingKeptOutput, shapesKeptOutput } from '../../../../src/config/output-shaping';
import { variables } from '../../../../src/config/schema';

const SITE = 'https://www.nordic-energy.example';
const origins = { 'fi-FI': SITE, 'en-EU': SITE, 'sv-SE': 'https://www.nordic-energy.example.se', 'no-NO': SITE };
/** The configuration the live build below was made with. */
const env = { CMS_BASE_URL: 'http://cms.test', SITE_URL: SITE, SITE_URL_SV_SE: 'https://www.nordic-energy.example.se' };
const config = (more: Record<string, string> = {}) => parseConfig({ ...env, ...more });
/** A moment of the year the live build was made in (Helsinki time). */
const BUILT_AT = new Date('2026-06-01T12:00:00Z');

let dir = '';
let root = '';
let dist = '';

async function put(path: string, text: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
}

/** A live build as the build leaves it: compiled site, pages, and the state it recorded. */
async function liveBuild(): Promise<void> {
  await put(join(dist, 'server', 'entry.mjs'), 'export {};');
  await put(join(dist, 'server', 'site-server.mjs'), '// the site server');
  await put(join(dist, 'client', '_astro', 'Locator.abc123.js'), 'export {};');
  await put(join(dist, 'client', 'favicon.svg'), '<svg/>');
  await put(join(dist, 'client', 'en-EU', 'company.html'), '<!doctype html><p>an old page</p>');
  await put(join(dist, 'client', 'data', 'stations-en-EU.json'), '{}');
  await writeBuildState(dist, {
    sourceDigest: await sourceDigest(root),
    serverDigest: await serverDigest(dist),
    cmsBaseUrl: 'http://cms.test',
    siteUrl: SITE,
    siteOrigins: origins,
    ...configState(config(), BUILT_AT),
  });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compiled-site-'));
  root = join(dir, 'repo');
  dist = join(root, 'dist');
  await put(join(root, 'src', 'pages', '[...url].astro'), '---\n---\n<p>page</p>');
  await put(join(root, 'public', 'favicon.svg'), '<svg/>');
  await put(join(root, 'public', 'robots-extra.txt'), 'x');
  await liveBuild();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('reusing the compiled site', () => {
  it('is allowed for the sources and SITE_URL the live build was compiled from', async () => {
    expect(await compiledSiteReusable(dist, { sourceDigest: await sourceDigest(root), siteUrl: SITE })).toBe(true);
  });

  it('is refused when a source changed, SITE_URL differs, the server folder was touched, or there is no record', async () => {
    const digest = await sourceDigest(root);
    await put(join(root, 'src', 'pages', '[...url].astro'), '---\n---\n<p>changed</p>');
    expect(await compiledSiteReusable(dist, { sourceDigest: await sourceDigest(root), siteUrl: SITE })).toBe(false);
    expect(await compiledSiteReusable(dist, { sourceDigest: digest, siteUrl: 'http://127.0.0.1:4321' })).toBe(false);
    await put(join(dist, 'server', 'entry.mjs'), 'export const changed = true;');
    expect(await compiledSiteReusable(dist, { sourceDigest: digest, siteUrl: SITE })).toBe(false);
    await rm(join(dist, 'build-state.json'));
    expect(await compiledSiteReusable(dist, { sourceDigest: digest, siteUrl: SITE })).toBe(false);
  });

  it('is refused when the browser assets are gone', async () => {
    await rm(join(dist, 'client', '_astro'), { recursive: true });
    expect(await compiledSiteReusable(dist, { sourceDigest: await sourceDigest(root), siteUrl: SITE })).toBe(false);
  });

  it('copies the server folder, the hashed assets and the public files, and no page or data file', async () => {
    const staging = join(dir, 'staging');
    await copyCompiledSite(dist, staging, join(root, 'public'));
    expect((await readdir(join(staging, 'server'))).sort()).toEqual(['entry.mjs', 'site-server.mjs']);
    expect(await readdir(join(staging, 'client', '_astro'))).toEqual(['Locator.abc123.js']);
    expect((await readdir(join(staging, 'client'))).sort()).toEqual(['_astro', 'favicon.svg', 'robots-extra.txt']);
    expect(await readFile(join(staging, 'server', 'site-server.mjs'), 'utf8')).toBe('// the site server');
  });
});

describe('a restart', () => {
  it('serves the build as it is only for the same sources, content backend and origins', async () => {
    expect(await restartDecision(root, dist, config(), BUILT_AT)).toEqual({ build: false, reason: 'code unchanged' });
    expect(await restartDecision(root, dist, config({ CMS_BASE_URL: 'http://other-cms.test' }), BUILT_AT)).toMatchObject({ build: true });
    // another port or domain: every page's canonical and alternate links change
    expect(await restartDecision(root, dist, config({ SITE_URL_SV_SE: SITE }), BUILT_AT)).toEqual({
      build: true,
      reason: 'site URL changed: full render',
    });
    await put(join(root, 'src', 'pages', '[...url].astro'), '---\n---\n<p>changed</p>');
    expect(await restartDecision(root, dist, config(), BUILT_AT)).toEqual({
      build: true,
      reason: 'code changed: full render',
    });
  });

  it('renders again, and names what changed, when a configuration value written into the pages differs', async () => {
    expect(await restartDecision(root, dist, config({ THEME: 'carwash' }), BUILT_AT)).toEqual({ build: true, reason: 'THEME changed: full render' });
    expect(await restartDecision(root, dist, config({ LOCALE_STRATEGY: 'domain', MAP_TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png' }), BUILT_AT)).toEqual({
      build: true,
      reason: 'LOCALE_STRATEGY, MAP_TILE_URL changed: full render',
    });
    expect(await restartDecision(root, dist, config({ TAG_MANAGER_ID_NO_NO: 'GTM-ABC123' }), BUILT_AT)).toEqual({
      build: true,
      reason: 'TAG_MANAGER_ID_NO_NO changed: full render',
    });
    // what never reaches a kept page changes nothing
    expect(await restartDecision(root, dist, config({ LOG_LEVEL: 'debug', BROTLI_QUALITY: '9', HOST: '0.0.0.0' }), BUILT_AT)).toEqual({
      build: false,
      reason: 'code unchanged',
    });
  });

  it("renders again in a new year (the footer's ©), by Helsinki's calendar", async () => {
    expect(await restartDecision(root, dist, config(), new Date('2026-12-31T21:59:00Z'))).toEqual({ build: false, reason: 'code unchanged' });
    expect(await restartDecision(root, dist, config(), new Date('2026-12-31T22:00:00Z'))).toEqual({
      build: true,
      reason: 'year changed (2026 → 2027): full render',
    });
  });
});

describe('the configuration that shapes kept output', () => {
  it('names every variable of the schema exactly once: shaping kept output, or not (with why)', () => {
    const shaping = new Set<string>(shapesKeptOutput);
    const not = new Set(Object.keys(notShapingKeptOutput));
    expect(shaping.size).toBe(shapesKeptOutput.length);
    for (const name of Object.keys(variables)) expect({ name, listed: Number(shaping.has(name)) + Number(not.has(name)) }).toEqual({ name, listed: 1 });
    for (const name of [...shaping, ...not]) expect(Object.keys(variables)).toContain(name);
  });
});

describe('the configuration the rendering code reads', () => {
  /** What renders kept output: the page code, the content client and what they import to make HTML. */
  const RENDERING = [
    'src/components',
    'src/layouts',
    'src/blocks',
    'src/pages',
    'src/cms',
    'src/features',
    'src/i18n',
    'src/lib',
    'src/scripts',
    'src/server/renderer.ts',
  ];
  /** Read while rendering, yet no value of theirs changes what is kept. */
  const READ_BUT_NOT_SHAPING: Record<string, string> = {
    BACKEND_TIMEOUT_MS: 'how long a call may take, not what it answers',
    // named, not read: the words `npm run cms` tells the editor (src/i18n/strings/editor-page/)
    CMS_EDITOR_TOKEN: 'named in the words of `npm run cms`, read by no rendering code',
    CMS_LANG: 'named in the words of `npm run cms`, read by no rendering code',
  };

  function sourcesUnder(path: string): string[] {
    const full = resolve(import.meta.dirname, '../../../..', path);
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  }

  it('is listed as shaping kept output, so a restart with another value renders again', () => {
    const text = RENDERING.flatMap(sourcesUnder).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
    const read = Object.keys(variables).filter((name) => text.some(({ source }) => new RegExp(`\\b${name}\\b`).test(source)));
    // the scan sees the variables it should (a scan that finds nothing would pass whatever the lists say)
    expect(read).toEqual(expect.arrayContaining(['THEME', 'CMS_BASE_URL', 'MAP_TILE_URL']));
    const shaping = new Set<string>(shapesKeptOutput);
    expect(read.filter((name) => !shaping.has(name) && !(name in READ_BUT_NOT_SHAPING))).toEqual([]);
  });
});
