import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, parseConfig } from '../../../src/config/config';
import { loadConfig, loadDotEnv } from '../../../src/config/load';
import { localeCodes } from '../../../src/config/locales';
import { variables } from '../../../src/config/schema';

describe('the configuration schema', () => {
  it('works with nothing set: every default points at the embedded backend', () => {
    const config = defaultConfig();
    expect(config).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      SITE_URL: 'http://127.0.0.1:4321',
      CMS_BASE_URL: 'http://127.0.0.1:4322',
      ASSET_ORIGIN: 'http://127.0.0.1:4322',
      ORDER_BASE_URL: 'http://127.0.0.1:4322',
      ACCOUNT_BASE_URL: 'http://127.0.0.1:4322',
      LOCALE_STRATEGY: 'prefix',
      THEME: 'energy',
      FORCE_BUILD: false,
      CSP_THIRD_PARTY_ORIGINS: [],
      configuredOrigins: {},
      tagManagerIds: {},
    });
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(config.ROOT_REDIRECT).toBeUndefined();
    expect(Object.values(config.siteOrigins)).toEqual(localeCodes.map(() => 'http://127.0.0.1:4321'));
  });

  it('takes an empty value for unset, and the backends follow CMS_BASE_URL', () => {
    const config = parseConfig({ SITE_URL: '', CMS_BASE_URL: 'https://cms.example/', ORDER_BASE_URL: '', MAP_TILE_URL: '' });
    expect(config.SITE_URL).toBe('http://127.0.0.1:4321');
    expect(config.configuredOrigins).toEqual({});
    expect(config.CMS_BASE_URL).toBe('https://cms.example');
    expect(config.ORDER_BASE_URL).toBe('https://cms.example');
    expect(config.MAP_TILE_URL).toBeUndefined();
  });

  it('has one entry per locale for every per-locale family, generated from the locale table', () => {
    for (const family of ['SITE_URL_', 'TAG_MANAGER_ID_', 'HUB_ACCOUNTHUB_', 'HUB_MYPAGES_', 'HUB_CARWASH_']) {
      const names = Object.keys(variables).filter((n) => n.startsWith(family));
      expect(names, family).toEqual(localeCodes.map((c) => `${family}${c.replace('-', '_').toUpperCase()}`));
    }
  });

  it('gathers the per-locale families into records', () => {
    const config = parseConfig({
      SITE_URL: 'https://www.example.fi',
      SITE_URL_SV_SE: 'https://www.example.se/',
      TAG_MANAGER_ID_NO_NO: ' GTM-NO1 ',
      HUB_CARWASH_SV_SE: 'https://wash.example.se',
    });
    expect(config.siteOrigins).toEqual({
      'fi-FI': 'https://www.example.fi',
      'en-EU': 'https://www.example.fi',
      'sv-SE': 'https://www.example.se',
      'no-NO': 'https://www.example.fi',
    });
    expect(config.configuredOrigins['sv-SE']).toBe('https://www.example.se');
    expect(config.tagManagerIds).toEqual({ 'no-NO': 'GTM-NO1' });
    expect(config.hubs.carWash).toEqual({
      'fi-FI': 'https://carwash.nordicenergy.example/fi',
      'en-EU': 'https://carwash.nordicenergy.example/en',
      'sv-SE': 'https://wash.example.se',
    });
    expect(config.hubs.accountHub['no-NO']).toBe('https://account.nordicenergy.example/no');
    // the raw per-locale variables are not kept beside their records
    expect(Object.keys(config).filter((k) => /_(FI_FI|EN_EU|SV_SE|NO_NO)$/.test(k))).toEqual([]);
  });

  it('names only the locales the environment names as configured origins', () => {
    const config = parseConfig({ SITE_URL_EN_EU: 'https://www.example.eu' });
    expect(config.configuredOrigins).toEqual({ 'en-EU': 'https://www.example.eu' });
    expect(config.siteOrigins['fi-FI']).toBe('http://127.0.0.1:4321');
  });

  it('rejects bad values with one error that names every bad variable', () => {
    let message = '';
    try {
      parseConfig({
        PORT: 'eighty',
        SITE_URL_SV_SE: 'not a url',
        HUB_MYPAGES_FI_FI: 'http://my.example',
        SESSION_SECRET: 'short',
        LOCALE_STRATEGY: 'path',
        CSP_THIRD_PARTY_ORIGINS: 'http://x.example',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    for (const name of ['PORT', 'SITE_URL_SV_SE', 'HUB_MYPAGES_FI_FI', 'SESSION_SECRET', 'LOCALE_STRATEGY', 'CSP_THIRD_PARTY_ORIGINS'])
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(message).toContain('HUB_MYPAGES_FI_FI: use an https URL');
    expect(message).toContain('SESSION_SECRET: use at least 32 characters');
    expect(message).toContain('CSP_THIRD_PARTY_ORIGINS: "http://x.example" is not an https origin');
    expect(() => parseConfig({ EDGE_PURGE_URL: 'http://127.0.0.1:4330' })).toThrow('EDGE_PURGE_TOKEN: required with EDGE_PURGE_URL');
  });
});

describe('.env loading', () => {
  const names = ['CONFIG_TEST_FROM_FILE', 'CONFIG_TEST_BOTH', 'THEME'];
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  let dir = '';
  afterEach(async () => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads .env under the real environment: a variable already set wins over the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-env-'));
    await writeFile(join(dir, '.env'), 'CONFIG_TEST_FROM_FILE=file\nCONFIG_TEST_BOTH=file\nTHEME=carwash\n');
    delete process.env.CONFIG_TEST_FROM_FILE;
    delete process.env.THEME;
    process.env.CONFIG_TEST_BOTH = 'environment';
    expect(loadDotEnv(dir)).toBe(true);
    expect(process.env.CONFIG_TEST_FROM_FILE).toBe('file');
    expect(process.env.CONFIG_TEST_BOTH).toBe('environment');
    expect(loadConfig({ dir }).THEME).toBe('carwash');
  });

  it("goes without a .env file, and an entry point's own values win over both", async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-env-'));
    expect(loadDotEnv(dir)).toBe(false);
    delete process.env.THEME;
    expect(loadConfig({ dir, defaults: { THEME: 'carwash' } }).THEME).toBe('carwash');
    process.env.THEME = 'energy';
    expect(loadConfig({ dir, defaults: { THEME: 'carwash' } }).THEME).toBe('energy');
    expect(loadConfig({ dir, overrides: { THEME: 'carwash' } }).THEME).toBe('carwash');
  });

  it('is in the environment before the modules that read it while they load: an entry point imports src/config/dotenv first', async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-env-'));
    await writeFile(join(dir, '.env'), 'LOCALE_STRATEGY=domain\n');
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    // an entry point's shape: the side-effect import first, then a module that reads LOCALE_STRATEGY when it loads
    const entry = `import ${JSON.stringify(join(root, 'src/config/dotenv.ts'))}; import { configuredStrategy } from ${JSON.stringify(join(root, 'src/i18n/paths.ts'))}; console.log(configuredStrategy);`;
    const env = { ...process.env };
    delete env.LOCALE_STRATEGY;
    const run = (cwd: string) => promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['--eval', entry], { cwd, env }).then((r) => r.stdout.trim());
    expect(await run(dir)).toBe('domain');
    await rm(join(dir, '.env'));
    expect(await run(dir)).toBe('prefix');
  });

  it('is imported first by every entry point that loads the configuration', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const { readFile } = await import('node:fs/promises');
    for (const entry of ['src/server/main.ts', 'scripts/start.ts', 'scripts/edge.ts', 'scripts/build/index.ts', 'scripts/cms.ts']) {
      const first = /^import\s[^;]*;/m.exec(await readFile(join(root, entry), 'utf8'))?.[0];
      expect(first, entry).toMatch(/^import '(\.\.\/)+(src\/)?config\/dotenv';$/);
    }
  });
});
