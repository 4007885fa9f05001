/**
 * The embedded CMS's edit API gives every page it creates an id of its own: the site follows an
 * entry's moves by its id (src/server/regen/batch-fold.ts), so two pages sharing one would make
 * the site redirect one to the other.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { applyEdit } from '../../../../scripts/backend/server/apply-edit';
import { ContentStore } from '../../../../scripts/backend/server/store';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';

afterAll(async () => {
  await removeFixtureDataCopies();
});

async function store(): Promise<ContentStore> {
  return ContentStore.load(await fixtureDataCopy('apply-edit-'));
}

const idOf = (s: ContentStore, path: string) => s.page('en-EU', path)?.id;

describe('pages created through the edit API', () => {
  it('each get an id of their own, however alike their paths', async () => {
    const s = await store();
    const paths = ['/polkutesti-1234-4', '/polkutesti-1234-11', '/polkutesti-1234-4x'];
    for (const path of paths) applyEdit(s, { target: 'page', locale: 'en-EU', path, create: { title: path } });
    const ids = paths.map((p) => idOf(s, p));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(paths.length);
  });

  it('a page created where another page was before it does not take that page’s id', async () => {
    const s = await store();
    applyEdit(s, { target: 'page', locale: 'en-EU', path: '/muutto', create: { title: 'First' } });
    const [moved] = applyEdit(s, { target: 'page', locale: 'en-EU', path: '/muutto', set: { slug: '/uusi' } });
    expect(moved).toMatchObject({ action: 'updated', path: '/uusi', previousPath: '/muutto' });
    const [created] = applyEdit(s, { target: 'page', locale: 'en-EU', path: '/muutto', create: { title: 'Second' } });
    expect(created!.id).toBeDefined();
    expect(created!.id).not.toBe(idOf(s, '/uusi'));
  });
});
