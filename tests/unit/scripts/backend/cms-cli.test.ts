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
});
