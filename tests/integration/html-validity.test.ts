import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes } from '../../src/config/locales';
import { checkHtmlFiles } from '../support/html-checker';
import { findPageKinds, pageKinds, type KindPage } from '../../scripts/support/page-kinds';

// Valid HTML: the Nu HTML checker finds no error on one page of every kind in every locale, as
// served (the build's pages and the error page).

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

let dir: string;
let pages: KindPage[];
const errorsByHref = new Map<string, string[]>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  pages = (await Promise.all(localeCodes.map((l) => findPageKinds(backendUrl, l)))).flat();
  const files = new Map<string, string>();
  await Promise.all(
    pages.map(async (page, i) => {
      if (page.href === null) return;
      const res = await fetch(`${siteUrl}${page.href}`);
      expect(res.status, page.href).toBe(page.status);
      const file = join(dir, `page-${i}.html`);
      await writeFile(file, await res.text());
      files.set(`file:${file}`, page.href);
      errorsByHref.set(page.href, []);
    }),
  );
  for (const error of await checkHtmlFiles([...files.keys()].map((f) => f.slice('file:'.length)))) {
    const href = files.get(error.file) ?? error.file;
    errorsByHref.set(href, [...(errorsByHref.get(href) ?? []), `${error.message} [${error.extract.trim().slice(0, 120)}]`]);
  }
}, 180_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the Nu HTML checker', () => {
  for (const locale of localeCodes) {
    for (const kind of pageKinds) {
      it(`finds no error on the ${kind} page (${locale})`, (ctx) => {
        const page = pages.find((p) => p.locale === locale && p.kind === kind)!;
        if (page.href === null) return ctx.skip(page.missing);
        expect(errorsByHref.get(page.href), page.href).toEqual([]);
      });
    }
  }
});
