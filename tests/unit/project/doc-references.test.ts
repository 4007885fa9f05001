/**
 * Every reference to a section of the project's docs resolves: the code's `README "Section"` (or
 * `docs/<page>.md "Section"`), and a doc's own `see "Section"`. A reader sent to a section that was
 * renamed or never existed searches a long page for nothing. Likewise every relative Markdown link
 * of the docs names a file that exists, and its `#anchor` a heading of that file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docReferences, headingAnchors, markdownLinks, sectionNames } from '../../support/doc-references';

const root = resolve(import.meta.dirname, '../../..');
const CODE = ['src', 'scripts', 'tests', 'redirects', '.ci', 'astro.config.mjs'];
/** Files whose references are examples of the form, not references. */
const EXAMPLES = ['tests/unit/project/doc-references.test.ts', 'tests/support/doc-references.ts'];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|astro|css|jsonc?)$|^run$/;

function filesUnder(path: string, wanted: RegExp): string[] {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const docs = ['README.md', ...filesUnder('docs', /\.md$/).map((file) => relative(root, file))];
const sections = new Map(docs.map((doc) => [doc, sectionNames(readFileSync(join(root, doc), 'utf8'))]));
const anchors = new Map(docs.map((doc) => [doc, headingAnchors(readFileSync(join(root, doc), 'utf8'))]));

describe('references to the docs', () => {
  it('find their sections (the scan itself finds the references it should)', () => {
    const found = docReferences('a\n * README "Operating the site" and README, "Browsers"; the README\'s "How long"; see docs/x.md "Y"', 'README.md');
    expect(found.map((r) => `${r.doc} ${r.section}`)).toEqual(['README.md Operating the site', 'README.md Browsers', 'README.md How long', 'docs/x.md Y']);
    expect(sectionNames('# A\n## Set up (fresh machine)\n**How long.** text\n- **Several instances** are\n')).toEqual(
      new Set(['A', 'Set up (fresh machine)', 'Set up', 'How long', 'Several instances']),
    );
  });

  it('from the code and the docs all resolve', () => {
    const files = [...CODE.flatMap((path) => filesUnder(path, CODE_FILE)), ...docs.map((doc) => join(root, doc))].filter(
      (file) => !EXAMPLES.includes(relative(root, file)),
    );
    const references = files.flatMap((file) => {
      const name = relative(root, file);
      return docReferences(readFileSync(file, 'utf8'), name.endsWith('.md') ? name : undefined).map((ref) => ({ ...ref, from: name }));
    });
    // dozens of references exist: a scan that finds none is broken, not clean
    expect(references.length).toBeGreaterThan(40);
    const unresolved = references.filter((ref) => !sections.get(ref.doc)?.has(ref.section)).map((ref) => `${ref.from}: ${ref.doc} "${ref.section}"`);
    expect(unresolved).toEqual([]);
  });

  it('in Markdown links between the docs resolve to a file and a heading', () => {
    expect([
      ...headingAnchors("# A — b\n## What `npm test` runs\n### The editor's page\n```\n# not a heading\n```\n## Set up (Node 20)\n## Set up (Node 20)\n"),
    ]).toEqual(['a--b', 'what-npm-test-runs', 'the-editors-page', 'set-up-node-20', 'set-up-node-20-1']);
    const sample = '[a](running.md#ports) [b](../README.md) [c](#own) [d](https://example.com/x.md) `[e](no.md)`\n```\n[f](no.md)\n```\n';
    expect(markdownLinks(sample, 'docs/content.md').map((l) => `${l.file}#${l.anchor ?? ''}`)).toEqual([
      'docs/running.md#ports',
      'README.md#',
      'docs/content.md#own',
    ]);

    const links = docs.flatMap((doc) => markdownLinks(readFileSync(join(root, doc), 'utf8'), doc).map((link) => ({ ...link, from: doc })));
    // the docs link to each other throughout: a scan that finds none is broken, not clean
    expect(links.length).toBeGreaterThan(20);
    const broken = links
      .filter((link) => {
        if (!statSync(join(root, link.file), { throwIfNoEntry: false })) return true;
        if (link.anchor === undefined) return false;
        return !(anchors.get(link.file) ?? headingAnchors(readFileSync(join(root, link.file), 'utf8'))).has(link.anchor);
      })
      .map((link) => `${link.from}: ${link.href}`);
    expect(broken).toEqual([]);
  });
});
