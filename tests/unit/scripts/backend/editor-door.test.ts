/**
 * The stand-in CMS's door (scripts/backend/server/editor/door.ts): the edit API and the editor's
 * page want the login; a login is a session of its own (random, ending when idle, after a working
 * day and at logout); wrong tokens are limited per client (429 with Retry-After).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { Sessions } from '../../../../scripts/backend/server/editor/sessions';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';

const EDITOR_TOKEN = 'editor-token-0123456789';
const running: RunningBackend[] = [];

async function start(): Promise<RunningBackend> {
  const backend = await startBackend({ dataDir: await fixtureDataCopy('door-'), webhook: null, journal: false, editorToken: EDITOR_TOKEN });
  running.push(backend);
  return backend;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => b.close()));
});
afterAll(removeFixtureDataCopies);

const sameOrigin = (b: RunningBackend) => ({ origin: b.url, 'sec-fetch-site': 'same-origin', 'accept-language': 'en' });

/** A backend's editor's page, its redirects not followed (the door answers with them). */
const door = (b: RunningBackend) => httpClient(b.url, { redirect: 'manual' });

const login = (b: RunningBackend, token: string, next = '/', headers: Record<string, string> = sameOrigin(b)) =>
  door(b).post('/editor/login', new URLSearchParams({ token, next }), headers);

const cookiePair = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
const page = (b: RunningBackend, path: string, headers: Record<string, string> = {}) => door(b).get(path, headers);

describe("the editor's door", () => {
  it('refuses a cross-site post to the edit API with a 403, wants the token (401) and JSON (415)', async () => {
    const b = await start();
    const api = (headers: Record<string, string>) =>
      door(b).post('/cms-view/v1/edits', { target: 'page', locale: 'fi-FI', path: '/kayttoehdot', set: { title: 'Hacked' }, webhook: false }, headers);
    const auth = { authorization: `Bearer ${EDITOR_TOKEN}` };
    expect((await api({ 'content-type': 'text/plain', origin: 'https://evil.example' })).status).toBe(403);
    expect((await api({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site', ...auth })).status).toBe(403);
    expect((await api({ 'content-type': 'application/json' })).status).toBe(401);
    const wrong = await api({ 'content-type': 'application/json', authorization: 'Bearer editor-token-0123456780' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    expect((await api({ 'content-type': 'text/plain', ...auth })).status).toBe(415);
    expect(b.store.page('fi-FI', '/kayttoehdot')?.title).not.toBe('Hacked');
    expect((await api({ 'content-type': 'application/json', ...auth })).status).toBe(200);
  });

  it('sends a page asked for without the login to the login form, and back after it, with a strict HttpOnly session cookie', async () => {
    const b = await start();
    const asked = await page(b, '/editor/entry?locale=fi-FI&path=/asemahaku');
    expect(asked.status).toBe(303);
    const form = await page(b, asked.headers.get('location')!, { 'accept-language': 'en' });
    const text = await form.text();
    expect(form.status).toBe(200);
    expect(text).toContain('action="/editor/login"');
    expect(text).toContain('value="/editor/entry?locale=fi-FI&amp;path=/asemahaku"');
    expect(text).toContain('<label for="token">Editor’s key</label>');
    expect(text).not.toContain('CMS_EDITOR_TOKEN');

    const wrong = await login(b, 'nope-nope-nope-nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That is not the editor’s key.');
    expect((await login(b, EDITOR_TOKEN, '/', { origin: 'https://evil.example' })).status).toBe(403);
    const ok = await login(b, EDITOR_TOKEN, '/editor/entry?locale=fi-FI&path=/asemahaku');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/editor/entry?locale=fi-FI&path=/asemahaku');
    const cookie = ok.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toContain(EDITOR_TOKEN);
    expect((await page(b, '/editor/entry?locale=fi-FI&path=/asemahaku', { cookie: cookiePair(ok) })).status).toBe(200);
    expect((await page(b, '/', { cookie: `${cookiePair(ok)}x` })).status).toBe(303);
    // `next` never leads off this origin
    for (const next of ['//evil.example/', '/\\evil.example', 'https://evil.example/'])
      expect((await login(b, EDITOR_TOKEN, next)).headers.get('location'), next).toBe('/');
  });

  it('gives every login its own random session, and Log out ends it: the copied cookie no longer opens a page', async () => {
    const b = await start();
    const first = cookiePair(await login(b, EDITOR_TOKEN));
    const second = cookiePair(await login(b, EDITOR_TOKEN));
    expect(first).not.toBe(second);
    expect(first.split('=')[1]!.length).toBeGreaterThanOrEqual(43);
    expect((await page(b, '/', { cookie: first })).status).toBe(200);

    const out = await door(b).post('/editor/logout', new URLSearchParams(), { cookie: first, ...sameOrigin(b) });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/editor/login?bye=1');
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await (await page(b, '/editor/login?bye=1', { 'accept-language': 'en' })).text()).toContain('You are logged out.');
    // the same cookie, sent again as a copy would be: the session is over
    expect((await page(b, '/', { cookie: first })).status).toBe(303);
    // the other login goes on
    expect((await page(b, '/', { cookie: second })).status).toBe(200);
  });

  it('locks a client out after five wrong tokens, with 429 and Retry-After, the right token too, at the form and the API alike; a session goes on', async () => {
    const b = await start();
    const before = cookiePair(await login(b, EDITOR_TOKEN));
    for (let i = 0; i < 5; i++) expect((await login(b, `wrong-token-${i}-0123456789`)).status).toBe(401);
    const locked = await login(b, EDITOR_TOKEN);
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    expect(await locked.text()).toMatch(/Too many wrong keys\. Try again in \d+ seconds\./);
    const api = await door(b).post(
      '/cms-view/v1/edits',
      { target: 'layout', locale: 'fi-FI', set: { logoAlt: 'x' }, webhook: false },
      { authorization: `Bearer ${EDITOR_TOKEN}` },
    );
    expect(api.status).toBe(429);
    expect(api.headers.get('retry-after')).not.toBeNull();
    // an editor logged in before works on: every client of the loopback backend has one address
    expect((await page(b, '/', { cookie: before })).status).toBe(200);
  });
});

describe('editor sessions', () => {
  it('end when idle, after the longest day, and at logout; unknown ids never open', () => {
    let now = 0;
    const sessions = new Sessions({ idleMs: 1_000, maxMs: 5_000, now: () => now });
    const id = sessions.start();
    expect(sessions.use(id)).toBe(true);
    now = 900;
    expect(sessions.use(id)).toBe(true);
    now = 1_800;
    expect(sessions.use(id)).toBe(true);
    now = 2_801;
    expect(sessions.use(id)).toBe(false);

    const long = sessions.start();
    for (now = 2_801; now < 7_801; now += 900) expect(sessions.use(long), `at ${now}`).toBe(now - 2_801 <= 5_000);
    const ended = sessions.start();
    sessions.end(ended);
    expect(sessions.use(ended)).toBe(false);
    expect(sessions.use('made-up')).toBe(false);
    expect(sessions.use(undefined)).toBe(false);
  });

  it('keep at most their number, the oldest login ending first', () => {
    const sessions = new Sessions({ max: 2 });
    const [a, b, c] = [sessions.start(), sessions.start(), sessions.start()];
    expect([sessions.use(a), sessions.use(b), sessions.use(c)]).toEqual([false, true, true]);
  });
});
