import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../../src/config/locales';
import type { PageContent } from '../../../../src/cms/schemas';
import { generateContent, type Generated } from '../../../../scripts/backend/generate/index';
import { validateContent, type ContentFile } from '../../../../scripts/backend/generate/validate';

const today = '2026-03-18';
let generated: Generated;

beforeAll(() => {
  generated = generateContent({ seed: 7, scale: 1, today });
});

const pagesOf = (locale: LocaleCode): PageContent[] => generated.content.pages[locale];

describe('generated content: assets and determinism', () => {
  it('lists assets of every kind, with focal points that are not all central', () => {
    const exts = new Set(generated.assets.map((a) => a.path.split('.').pop()));
    expect([...exts].sort()).toEqual(['jpg', 'mp4', 'pdf', 'png', 'svg', 'webp']);
    const image = pagesOf('fi-FI').find((p) => p.slug === '/')?.openGraphImage;
    expect(image?.generic_url).toContain('{width}');
    const focal = new Set(pagesOf('en-EU').flatMap((p) => (p.openGraphImage ? [p.openGraphImage.focalPoint.join(',')] : [])));
    expect([...focal].some((f) => f !== '0.5,0.5')).toBe(true);
  });

  it('gives byte-identical content for the same inputs and different content for another seed', () => {
    const again = generateContent({ seed: 7, scale: 1, today });
    expect(JSON.stringify(again.content)).toBe(JSON.stringify(generated.content));
    const other = generateContent({ seed: 8, scale: 1, today });
    expect(JSON.stringify(other.content)).not.toBe(JSON.stringify(generated.content));
  });
});

describe('content validation', () => {
  const assetPaths = () => new Set(generated.assets.map((a) => `/assets/${a.path}`));
  const clone = (): ContentFile => structuredClone(generated.content);

  it('accepts the generated content', () => {
    expect(() => validateContent(generated.content, assetPaths())).not.toThrow();
  });

  it('aborts on a schema failure with the path of the failing entry', () => {
    const content = clone();
    const page = content.pages['sv-SE'][3] as unknown as Record<string, unknown>;
    page['title'] = 5;
    expect(() => validateContent(content, assetPaths())).toThrow(/pages\.sv-SE\[3\] \(\/[^)]*\): title: Expected string/);
  });

  it('aborts on a link to a page that does not exist, and on a one-way translation', () => {
    const broken = clone();
    const nav = broken.layouts['no-NO'].navigation[0];
    if (nav) nav.url = '/ei-finnes';
    expect(() => validateContent(broken, assetPaths())).toThrow(/layouts\.no-NO: links to "\/ei-finnes"/);

    const oneWay = clone();
    const landing = oneWay.pages['en-EU'].find((p) => p.slug === '/');
    if (landing) landing.localizedPagePaths['fi-FI'] = '/asemahaku';
    expect(() => validateContent(oneWay, assetPaths())).toThrow(/does not link back/);
  });

  it('aborts on an asset that is not generated', () => {
    const content = clone();
    const page = content.pages['fi-FI'][0];
    if (page?.openGraphImage) page.openGraphImage.src = '/assets/img/missing.jpg';
    expect(() => validateContent(content, assetPaths())).toThrow(/uses asset "\/assets\/img\/missing\.jpg"/);
  });
});
