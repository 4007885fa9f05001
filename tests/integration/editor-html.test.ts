import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../scripts/backend/server/index';
import { checkHtmlFiles } from '../support/html-checker';
import { httpClient } from '../support/http';
import { fixtureDataCopy, removeFixtureDataCopies } from '../fixtures/backend';

// Valid HTML: the Nu HTML checker finds no error on any page of the stand-in CMS's editor (its
// list, an entry, a refusal at its fields, two editors' versions, a followed change, Delete's
// confirm step, a new page, the layout, the login form and its 404 page), in a Nordic language.

const TOKEN = 'editor-token-0123456789';
let backend: RunningBackend;
let dir: string;
const errorsByPage = new Map<string, string[]>();

/** the editor's page, logged in, in Swedish, as from its own page; its redirects not followed */
const editor = httpClient(() => backend.url, {
  headers: () => ({ authorization: `Bearer ${TOKEN}`, 'accept-language': 'sv', origin: backend.url }),
  redirect: 'manual',
});

async function post(path: string, fields: Record<string, string>): Promise<string> {
  const res = await editor.post(path, new URLSearchParams(fields));
  expect(res.status, path).toBe(303);
  return res.headers.get('location')!;
}

beforeAll(async () => {
  backend = await startBackend({
    dataDir: await fixtureDataCopy('editor-html-'),
    webhook: null,
    journal: false,
    editorToken: TOKEN,
    // a site that is not there: the followed change ends in its failure's words
    editor: { env: { PREVIEW_SECRET: 'preview-secret-0123456789', SITE_URL: 'http://127.0.0.1:9', ADMIN_TOKEN: 'admin-token-0123456789' }, followWaitMs: 0 },
  });
  const version = async (path: string) =>
    /name="version" value="([^"]+)"/.exec(await (await editor.get(`/editor/entry?locale=fi-FI&path=${path}`)).text())![1]!;
  const read = await version('/kayttoehdot');
  await post('/editor/draft', { locale: 'fi-FI', path: '/kayttoehdot', version: read, title: 'Ehdot A', description: '', slug: '/kayttoehdot' });
  const pages: Record<string, string> = {
    list: '/?locale=fi-FI',
    entry: '/editor/entry?locale=fi-FI&path=/kayttoehdot',
    'refused at its fields': await post('/editor/draft', { locale: 'fi-FI', path: '/asemahaku', title: '', description: '', slug: '/a?b' }),
    'two versions': await post('/editor/draft', {
      locale: 'fi-FI',
      path: '/kayttoehdot',
      version: read,
      title: 'Ehdot B',
      description: '',
      slug: '/kayttoehdot',
    }),
    'a followed change': await post('/editor/publish', { locale: 'fi-FI', path: '/asemahaku', title: 'Asemahaku 2', description: '', slug: '/asemahaku' }),
    'confirm delete': '/editor/delete?locale=fi-FI&path=/kayttoehdot',
    'new page': '/editor/new?locale=fi-FI',
    layout: '/editor/layout?locale=fi-FI',
    'layout refused': await post('/editor/layout', { locale: 'fi-FI', logoAlt: 'Logo', 'item.ft-fi-FI-l1.url': '/ei-ole' }),
    login: '/editor/login',
    'not found': '/no/such/page',
  };
  dir = await mkdtemp(join(tmpdir(), 'vnu-editor-'));
  const files = new Map<string, string>();
  for (const [name, path] of Object.entries(pages)) {
    const res = await editor.get(path, { accept: 'text/html' });
    const file = join(dir, `${files.size}.html`);
    await writeFile(file, await res.text());
    files.set(file, name);
    errorsByPage.set(name, []);
  }
  for (const error of await checkHtmlFiles([...files.keys()])) {
    const name = files.get(error.file.replace(/^file:/, '')) ?? error.file;
    errorsByPage.set(name, [...(errorsByPage.get(name) ?? []), `${error.message} [${error.extract.trim().slice(0, 120)}]`]);
  }
}, 120_000);
afterAll(async () => {
  await backend?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  await removeFixtureDataCopies();
});

describe("the editor's pages", () => {
  it('are all valid HTML', () => {
    expect(errorsByPage.size).toBe(11);
    expect(Object.fromEntries(errorsByPage)).toEqual(Object.fromEntries([...errorsByPage.keys()].map((name) => [name, []])));
  });
});
