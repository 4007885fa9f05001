import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knownBlockSchema, knownBlockTypes } from '../../../src/cms/block';
import { importsAmong } from '../../support/layers';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** 'stationLocator' → 'station-locator' */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The module a repository path names ('src/cms/block' → 'src/cms/block.ts'), as TypeScript resolves it. */
function moduleOf(path: string): string {
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => `${path}${ext}`).find((p) => existsSync(join(root, p))) ?? path;
}

/** An import cycle among the given imports (as the list of modules around it), or null. */
function cycleIn(imports: readonly { from: string; to: string }[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(node);
    if (at !== -1) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    for (const to of next.get(node) ?? []) {
      const found = visit(to, [...trail, node]);
      if (found) return found;
    }
    done.add(node);
    return null;
  };
  for (const node of next.keys()) {
    const found = visit(node, []);
    if (found) return found;
  }
  return null;
}

describe('the content schemas’ modules (src/cms: docs/architecture.md "Where each concern lives")', () => {
  it('give each known block its own file under src/cms/blocks/, named for its contentType', () => {
    for (const type of knownBlockTypes) expect(existsSync(join(root, 'src/cms/blocks', `${kebab(type)}.ts`)), type).toBe(true);
    expect(knownBlockSchema.options).toHaveLength(knownBlockTypes.length);
  });

  it('import no module that imports them back: a cycle would leave a schema undefined while its module loads', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/cms'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    const imports = importsAmong(root, files).map(({ from, to }) => ({ from, to: moduleOf(to) }));
    expect(cycleIn(imports)).toBeNull();
  });

  it('finds a cycle when there is one, and none in a chain', () => {
    expect(
      cycleIn([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ]),
    ).toBeNull();
    expect(
      cycleIn([
        { from: 'src/cms/schemas.ts', to: 'src/cms/block.ts' },
        { from: 'src/cms/block.ts', to: 'src/cms/blocks/hero.ts' },
        { from: 'src/cms/blocks/hero.ts', to: 'src/cms/schemas.ts' },
      ]),
    ).toEqual(['src/cms/schemas.ts', 'src/cms/block.ts', 'src/cms/blocks/hero.ts', 'src/cms/schemas.ts']);
  });
});
