import { describe, expect, inject, it } from 'vitest';
import { localizedHref, pathFor } from '../../src/i18n/paths';
import { samplePages } from '../support/site';

// A page names, in its head, the chunks its load-hydrated islands and module scripts import
// statically, and nothing an island hydrated later would need (src/server/module-preloads.ts).

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloads = (html: string) => [...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);

/** The chunks a chunk imports statically (Vite's output: `from"./x.js"` and `import"./x.js"`), however deep. */
async function staticImports(url: string, seen = new Set<string>()): Promise<Set<string>> {
  const res = await fetch(`${siteUrl}${url}`);
  expect(res.status, url).toBe(200);
  const code = await res.text();
  for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    const dep = new URL(file!, `http://x${url}`).pathname;
    if (!seen.has(dep)) {
      seen.add(dep);
      await staticImports(dep, seen);
    }
  }
  return seen;
}

/** What the page's module scripts import (the scripts themselves the browser finds on its own). */
async function scriptImports(html: string): Promise<Set<string>> {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const found = new Set<string>();
  for (const script of scripts) for (const dep of await staticImports(script)) found.add(dep);
  return found;
}

describe('module preloads', () => {
  it("name the account island's chunks, its renderer's and all they import, each served as JavaScript", async () => {
    const html = await (await fetch(`${siteUrl}${localizedHref(pathFor('account', 'en-EU'), 'en-EU')}`)).text();
    const island =
      /<astro-island[^>]* component-url="([^"]+)"[^>]* renderer-url="([^"]+)"[^>]* client="hydrate" opts="[^"]*&quot;value&quot;:&quot;load&quot;/.exec(html);
    expect(island, 'the account island hydrates on load').not.toBeNull();
    const [, component, renderer] = island!;
    const wanted = new Set([component!, renderer!, ...(await staticImports(component!)), ...(await staticImports(renderer!)), ...(await scriptImports(html))]);
    const linked = preloads(html);
    expect([...linked].sort()).toEqual([...wanted].sort());
    expect(linked).toHaveLength(wanted.size);
    for (const url of linked) {
      const res = await fetch(`${siteUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/javascript/);
    }
  });

  it('name only what a content page’s own scripts import, never an island’s chunks', async () => {
    const { standard } = await samplePages(backendUrl, 'en-EU');
    const html = await (await fetch(`${siteUrl}${standard}`)).text();
    const wanted = await scriptImports(html);
    // the shell's script is one file, helper included (src/integrations/small-preload-helper.ts
    // shellModule): it imports no chunk up front, so the page names none to preload
    expect([...wanted], 'the page shell script imports no chunk').toEqual([]);
    expect([...preloads(html)].sort()).toEqual([...wanted].sort());
    expect(preloads(html).some((url) => /react|Checkout|Locator/.test(url))).toBe(false);
  });

  it('leave the checkout, hydrated when the browser is idle, to load its chunks itself', async () => {
    const html = await (await fetch(`${siteUrl}${localizedHref(pathFor('checkout', 'en-EU'), 'en-EU')}`)).text();
    expect(html).toMatch(/<astro-island[^>]* client="hydrate" opts="[^"]*&quot;value&quot;:&quot;idle&quot;/);
    expect(preloads(html).some((url) => /react|Checkout/.test(url))).toBe(false);
  });

  it('leave the locator, hydrated when visible, to load its chunks itself', async () => {
    const html = await (await fetch(`${siteUrl}${localizedHref(pathFor('stationLocator', 'en-EU'), 'en-EU')}`)).text();
    expect(html).toMatch(/<astro-island[^>]* client="hydrate" opts="[^"]*&quot;value&quot;:&quot;visible&quot;/);
    expect(preloads(html).some((url) => /react|Locator/.test(url))).toBe(false);
  });
});
