/**
 * `npm run cms` (scripts/cms.ts) at the CMS boundary of the page-path rule (src/cms/path-rule.ts):
 * a path no page may have is refused with the rule's words and a failing exit, and a path written
 * another way than typed says what it was saved as.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { runNode } from '../../../../scripts/support/process';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';

const EDITOR_TOKEN = 'editor-token-0123456789';
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ dataDir: await fixtureDataCopy('cms-cli-'), editorToken: EDITOR_TOKEN });
});
afterAll(async () => {
  await backend.close();
  await removeFixtureDataCopies();
});

async function cms(...args: string[]): Promise<{ code: number; output: string }> {
  const child = runNode(['--import', 'tsx', 'scripts/cms.ts', ...args], { CMS_BASE_URL: backend.url, CMS_EDITOR_TOKEN: EDITOR_TOKEN });
  const code = await child.exited;
  return { code, output: child.output() };
}

describe('npm run cms and page paths', () => {
  it('refuses a slug no page may have, naming the character, and changes nothing', async () => {
    const { code, output } = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--slug', '/offer?x=1', '--no-webhook');
    expect(code).toBe(1);
    expect(output).toContain(
      '[cms] edit refused (400): set.slug: The path “/offer?x=1” cannot be used: it contains “?”. A page path may hold letters, digits, hyphens (-) and full stops (.), with “/” between its parts.',
    );
    expect(backend.store.page('en-EU', '/terms')).toBeDefined();
  }, 30_000);

  it("refuses a new page under the site's own routes, naming the route", async () => {
    const { code, output } = await cms('create', '--locale', 'fi-FI', '--path', '/healthz', '--title', 'Terveys', '--no-webhook');
    expect(code).toBe(1);
    expect(output).toContain(
      '[cms] edit refused (400): path: The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.',
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
    expect(output).toContain('[cms] edit refused (400): set.redirectTo: There is no page at “/nowhere” in this market to send visitors to.');
    expect(JSON.stringify(backend.store.page('en-EU', '/terms'))).not.toContain('/nowhere');
    const sent = await cms('edit', '--locale', 'en-EU', '--path', '/terms', '--redirect-to', '/stationsearch?service=MAIN', '--no-webhook');
    expect(sent.code, sent.output).toBe(0);
  }, 30_000);

  it('changes a navigation or footer item of the layout, refusing an address that is no page in the editor’s words', async () => {
    const refused = await cms('layout', '--locale', 'fi-FI', '--item', 'ft-fi-FI-l1', '--item-url', '/ei-ole', '--no-webhook');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('[cms] edit refused (400): set.items.ft-fi-FI-l1.url: There is no page at “/ei-ole” in this market.');
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
});
