/**
 * `npm run cms` (scripts/cms.ts) at the CMS boundary of the page-path rule (src/cms/path-rule.ts):
 * a path no page may have is refused with the rule's words and a failing exit, and a path written
 * another way than typed says what it was saved as. It speaks the editor's language (`--lang`,
 * CMS_LANG, the system's), the refusals the edit API sends included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { runNode } from '../../../../scripts/support/process';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';
import { t } from '../../../../src/i18n/t';
import { compileEntry } from '../compiled-entry';

const EDITOR_TOKEN = 'editor-token-0123456789';
let backend: RunningBackend;
/** scripts/cms.ts compiled once (./compiled-entry.ts): each run of the command loads one module, not tsx and every source. */
let compiled: Awaited<ReturnType<typeof compileEntry>>;

beforeAll(async () => {
  [backend, compiled] = await Promise.all([
    fixtureDataCopy('cms-cli-').then((dataDir) => startBackend({ dataDir, editorToken: EDITOR_TOKEN })),
    compileEntry('scripts/cms.ts'),
  ]);
});
afterAll(async () => {
  await backend?.close();
  await compiled?.remove();
  await removeFixtureDataCopies();
});

async function cms(...args: string[]): Promise<{ code: number; output: string }> {
  return cmsWith({}, ...args);
}

/** The command with more environment; by default a system that speaks no language of the editor's (English). */
async function cmsWith(env: Record<string, string>, ...args: string[]): Promise<{ code: number; output: string }> {
  return runCms(env, false, args);
}

/** The command, compiled, or with `throughTsx` as `npm run cms` runs it: its source through tsx. */
async function runCms(env: Record<string, string>, throughTsx: boolean, args: string[]): Promise<{ code: number; output: string }> {
  const child = runNode([...(throughTsx ? ['--import', 'tsx', 'scripts/cms.ts'] : [compiled.file]), ...args], {
    CMS_BASE_URL: backend.url,
    CMS_EDITOR_TOKEN: EDITOR_TOKEN,
    CMS_LANG: '',
    LC_ALL: 'C',
    ...env,
  });
  const code = await child.exited;
  return { code, output: child.output() };
}

describe('npm run cms and page paths', () => {
  it('refuses a slug no page may have, naming the character, and changes nothing', async () => {
    const { code, output } = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--slug', '/offer?x=1', '--no-webhook');
    expect(code).toBe(1);
    expect(output).toContain(
      '[cms] Nothing was saved (400): set.slug: The path “/offer?x=1” cannot be used: it contains “?”. A page path may hold letters, digits, hyphens (-) and full stops (.), with “/” between its parts.',
    );
    expect(backend.store.page('en-EU', '/terms')).toBeDefined();
  }, 30_000);

  it("refuses a new page under the site's own routes, naming the route", async () => {
    const { code, output } = await cms('create', '--locale', 'fi-FI', '--path', '/healthz', '--title', 'Terveys', '--no-webhook');
    expect(code).toBe(1);
    expect(output).toContain(
      '[cms] Nothing was saved (400): path: The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.',
    );
    expect(backend.store.page('fi-FI', '/healthz')).toBeUndefined();
  }, 30_000);

  it('saves a path written another way than typed, and says how', async () => {
    const { code, output } = await cms('create', '--locale', 'en-EU', '--path', '/Summer Offer 2026', '--title', 'Summer offer', '--no-webhook');
    expect(code, output).toBe(0);
    expect(output).toContain('[cms] Saved as “/summer-offer-2026”: page paths are written in lower case, with hyphens for spaces.');
    expect(backend.store.page('en-EU', '/summer-offer-2026')?.title).toBe('Summer offer');
  }, 30_000);

  it('refuses to send visitors to an address that is no page, as the editor’s page does, and changes nothing', async () => {
    const { code, output } = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--redirect-to', '/nowhere', '--no-webhook');
    expect(code).toBe(1);
    expect(output).toContain('[cms] Nothing was saved (400): set.redirectTo: There is no page at “/nowhere” in this market to send visitors to.');
    expect(JSON.stringify(backend.store.page('en-EU', '/terms'))).not.toContain('/nowhere');
    const sent = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--redirect-to', '/stationsearch?service=MAIN', '--no-webhook');
    expect(sent.code, sent.output).toBe(0);
  }, 30_000);

  it('changes a navigation or footer item of the layout, refusing an address that is no page in the editor’s words', async () => {
    const refused = await cms('layout', '--locale', 'fi-FI', '--item', 'ft-fi-FI-l1', '--item-url', '/ei-ole', '--no-webhook');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('[cms] Nothing was saved (400): set.items.ft-fi-FI-l1.url: There is no page at “/ei-ole” in this market.');
    const unknown = await cms('layout', '--locale', 'fi-FI', '--item', 'no-such-item', '--item-text', 'X', '--no-webhook');
    expect(unknown.output).toContain('The navigation and footer have no item “no-such-item”.');
    const changed = await cms('layout', '--locale', 'fi-FI', '--item', 'nav-fi-FI-1', '--item-text', 'Etsi asema', '--item-hidden', '--no-webhook');
    expect(changed.code, changed.output).toBe(0);
    const item = backend.store.layout('fi-FI')!.navigation[0]!;
    expect(item).toMatchObject({ text: 'Etsi asema', visibleInNavigation: false });
  }, 30_000);

  it('says what linked to a page it deletes', async () => {
    const { code, output } = await cms('delete', '--locale', 'fi-FI', '--path', '/kayttoehdot', '--no-webhook');
    expect(code, output).toBe(0);
    expect(output).toContain('[cms] 2 links lead here:');
    expect(output).toContain('  - Navigation: Käyttöehdot');
    expect(output).toContain('  - Footer: Käyttöehdot');
  }, 30_000);

  it('says a draft in words, what it holds field by field, and what the webhook did', async () => {
    const draft = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--title', 'Terms (draft)', '--draft');
    expect(draft.code, draft.output).toBe(0);
    expect(draft.output).toContain('[cms] Draft saved. Visitors still see the published page.');
    expect(draft.output).toContain('  - Title: “Terms (draft)”');
    expect(draft.output).not.toContain('{');
    const discarded = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--discard');
    expect(discarded.output).toContain('[cms] Draft discarded.');
    const again = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--discard');
    expect(again.output).toContain('[cms] There was no draft to discard.');
    const untold = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--description', 'The terms.', '--no-webhook');
    expect(untold.output).toMatch(/\[cms\] Saved in \d{1,3}(?:,\d{3})* ms\. The site was not told: it picks the change up at its next regular check\./);
    // the test's backend tells no site: the webhook is not taken, which is said and fails the command
    const told = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--description', 'The terms, told.');
    expect(told.code).toBe(1);
    expect(told.output).toContain('[cms] Saved, but the site did not take the change: visitors see it once the site picks it up at its next regular check.');
  }, 60_000);

  it('speaks Finnish when asked (--lang, CMS_LANG or the system), the refusals of the CMS too', async () => {
    const draft = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--title', 'Ehdot', '--draft', '--lang', 'fi');
    expect(draft.code, draft.output).toBe(0);
    expect(draft.output).toContain('[cms] Luonnos tallennettu. Kävijät näkevät yhä julkaistun sivun.');
    expect(draft.output).toContain('  - Otsikko: ”Ehdot”');
    expect(draft.output).toContain('[cms] Esikatselu näyttää luonnoksen; --publish vie sen sivustolle, --discard hylkää sen.');
    const discarded = await cmsWith({ CMS_LANG: 'fi' }, 'edit', '--locale', 'en-EU', '--path', '/terms', '--discard');
    expect(discarded.output).toContain('[cms] Luonnos hylätty.');
    const refused = await cmsWith(
      { LC_ALL: '', LC_MESSAGES: '', LANG: 'fi_FI.UTF-8' },
      'edit',
      '--locale',
      'en-EU',
      '--path',
      '/terms',
      '--slug',
      '/offer?x=1',
      '--no-webhook',
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('[cms] Mitään ei tallennettu (400): set.slug: ');
    expect(refused.output).toContain(t('fi-FI', 'pagePath.refused', { path: '/offer?x=1', reason: '' }).split(':')[0]!);
    const untold = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--description', 'Ehdot.', '--no-webhook', '--lang', 'fi');
    expect(untold.output).toMatch(/\[cms\] Tallennettu \d{1,3}(?:[\u00a0\u202f]\d{3})* ms:ssa\. Sivustolle ei kerrottu/);
  }, 60_000);

  it('refuses a language, a market or a command it does not know, in the words of the language it speaks', async () => {
    const lang = await cmsWith({ LANG: 'sv_SE.UTF-8', LC_ALL: '' }, 'edit', '--path', '/x', '--lang', 'de');
    expect(lang.code).toBe(1);
    expect(lang.output).toContain('[cms] --lang ”de” är inget av redigeringens språk: välj fi, en, sv eller no.');
    const market = await cms('edit', '--locale', 'de-DE', '--path', '/x', '--lang', 'no');
    expect(market.output).toContain('[cms] «de-DE» er ikke et marked: velg fi-FI, en-EU, sv-SE eller no-NO.');
    const command = await cms('frob', '--path', '/x');
    expect(command.output).toContain('[cms] There is no command “frob”: use edit, create, delete or layout.');
    // once as `npm run cms` runs it: the source through tsx
    const help = await runCms({}, true, ['--help', '--lang', 'sv']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('--lang <språk>');
  }, 60_000);
});
