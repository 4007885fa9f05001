import { describe, expect, it } from 'vitest';
import { modulePreloadsSchema, chunksToPreload, withModulePreloads } from '../../../src/server/module-preloads';
import { staticImportClosure } from '../../../src/integrations/module-preloads';

const table = {
  '/_astro/Checkout.a.js': ['/_astro/islands.b.js', '/_astro/react.c.js'],
  '/_astro/client.d.js': ['/_astro/react.c.js'],
  '/_astro/Locator.e.js': ['/_astro/react.c.js', '/_astro/locator.f.js'],
};

const island = (client: string, component: string, renderer = '/_astro/client.d.js') =>
  `<astro-island uid="x" component-url="${component}" component-export="X" renderer-url="${renderer}" props="{&quot;a&quot;:[0,&quot;&lt;b&gt;&quot;]}" ssr client="${client}" opts="{}"></astro-island>`;

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/_astro/a.css"></head><body>${body}</body></html>`;

describe('the chunks a page preloads', () => {
  it('are the load-hydrated island, its renderer and everything they import, each once', () => {
    expect(chunksToPreload(page(island('load', '/_astro/Checkout.a.js')), table)).toEqual([
      '/_astro/client.d.js',
      '/_astro/react.c.js',
      '/_astro/Checkout.a.js',
      '/_astro/islands.b.js',
    ]);
  });

  it('count the site’s own directive at load (client:hydrate="load"), and not at its later moments', () => {
    const hydrating = (moment: string, component: string) =>
      `<astro-island uid="y" component-url="${component}" component-export="X" renderer-url="/_astro/client.d.js" ssr client="hydrate" opts="{&quot;name&quot;:&quot;X&quot;,&quot;value&quot;:&quot;${moment}&quot;}"></astro-island>`;
    expect(chunksToPreload(page(hydrating('load', '/_astro/Checkout.a.js')), table)).toEqual([
      '/_astro/client.d.js',
      '/_astro/react.c.js',
      '/_astro/Checkout.a.js',
      '/_astro/islands.b.js',
    ]);
    expect(chunksToPreload(page(hydrating('visible', '/_astro/Locator.e.js') + hydrating('idle', '/_astro/Checkout.a.js')), table)).toEqual([]);
  });

  it('leave out islands that hydrate later: a content page fetches nothing before they do', () => {
    const html = page(island('visible', '/_astro/Locator.e.js') + island('idle', '/_astro/Checkout.a.js'));
    expect(chunksToPreload(html, table)).toEqual([]);
    expect(withModulePreloads(html, table)).toBe(html);
  });

  it('leave out a URL the build did not make', () => {
    expect(chunksToPreload(page(island('load', '/elsewhere/x.js', '/_astro/nope.js')), table)).toEqual([]);
  });

  it('are linked at the end of the head, before any of the body', () => {
    const html = withModulePreloads(page(island('load', '/_astro/Locator.e.js')), table);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/_astro\/a.css"><link rel="modulepreload" href="\/_astro\/client.d.js"><link rel="modulepreload" href="\/_astro\/react.c.js"><link rel="modulepreload" href="\/_astro\/Locator.e.js"><link rel="modulepreload" href="\/_astro\/locator.f.js">$/,
    );
    expect(html.slice(html.indexOf('</head>')).match(/modulepreload/g)).toBeNull();
  });

  it("are what a page's module script imports, after the islands' chunks", () => {
    const html = page(`<script type="module" src="/_astro/Locator.e.js"></script>${island('load', '/_astro/Checkout.a.js')}`);
    expect(chunksToPreload(html, table)).toEqual([
      '/_astro/client.d.js',
      '/_astro/react.c.js',
      '/_astro/Checkout.a.js',
      '/_astro/islands.b.js',
      '/_astro/locator.f.js',
    ]);
    // a classic script is not a module: its src is never followed
    expect(chunksToPreload(page('<script src="/_astro/Locator.e.js"></script>'), table)).toEqual([]);
  });

  it('leave a page without a head as it is', () => {
    const html = `<p>${island('load', '/_astro/Checkout.a.js')}</p>`;
    expect(withModulePreloads(html, table)).toBe(html);
  });
});

describe('the build’s table of island chunks', () => {
  it('follows static imports however deep, and survives a cycle', () => {
    const chunks = new Map([
      ['_astro/A.js', ['_astro/b.js']],
      ['_astro/b.js', ['_astro/c.js', '_astro/react.js']],
      ['_astro/c.js', ['_astro/b.js']],
      ['_astro/react.js', []],
    ]);
    const closure = staticImportClosure(chunks);
    expect(staticImportClosure(chunks, '/shop/')['/shop/_astro/A.js']).toEqual(['/shop/_astro/b.js', '/shop/_astro/c.js', '/shop/_astro/react.js']);
    expect(closure['/_astro/A.js']).toEqual(['/_astro/b.js', '/_astro/c.js', '/_astro/react.js']);
    expect(closure['/_astro/c.js']).toEqual(['/_astro/b.js', '/_astro/react.js']);
    expect(closure['/_astro/react.js']).toEqual([]);
  });

  it('is refused when it would put anything but a chunk path into a page', () => {
    expect(() => modulePreloadsSchema.parse({ '/_astro/a.js': ['/_astro/b.js"><script>x</script>'] })).toThrow(/chunk URL/);
    expect(() => modulePreloadsSchema.parse({ 'https://evil.example/a.js': [] })).toThrow(/chunk URL/);
    expect(modulePreloadsSchema.parse(table)).toEqual(table);
  });
});
