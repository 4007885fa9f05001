/**
 * The asset catalogue: every file the demo content references, how to make it (its recipe), and
 * the Asset objects (spec 3 "Content asset") that pages embed, with title and alt in the page's
 * language. Assets do not depend on the content seed or on `today`: their names never change for
 * the same recipe, so the backend can serve them as immutable.
 */
import type { LocaleCode } from '../../../src/config/locales';
import { localeCodes } from '../../../src/config/locales';
import type { Asset } from '../../../src/cms/schemas';
import { composeScene, type SceneKey } from './scenes';
import { stationFilters, filterGlyphs, filterIconFiles, groupColors } from './station-filters';
import { badgeSvg, iconSvg, logoSvg } from './svg-icons';
import { fileText, iconText, logoAlt, sceneText, videoText, type AssetText } from './text/assets';
import { paragraphs } from './text/paragraphs';
import { inLocale, type ByLanguage } from './text/types';

/** How an asset file is made. */
export type Recipe =
  | { kind: 'raster'; scene: SceneKey; seed: number; width: number; height: number; format: 'jpg' | 'png' | 'webp' }
  | { kind: 'svg'; svg: string }
  /** a committed, compressed clip (scripts/backend/clips/, made once with ffmpeg by its make.ts), copied */
  | { kind: 'clip'; source: string; sha256: string }
  | { kind: 'pdf'; title: string; lines: string[] };

/** A file to write under the assets folder. */
export interface AssetFile {
  /** path under `<data>/assets/`, e.g. 'img/station-day.jpg' */
  path: string;
  recipe: Recipe;
}

interface Entry {
  file: AssetFile;
  /** a video's poster (its first frame), the asset's preview_url */
  poster?: AssetFile;
  ext: string;
  width: number;
  height: number;
  focal: [number, number];
  tags: string[];
  created: string;
  mime: string;
  text: (locale: LocaleCode) => AssetText;
  extra: Partial<Pick<Asset, 'scaling' | 'keepAspectRatio' | 'autoplay' | 'size' | 'maxWidth'>>;
}

/** The sha256 of each committed clip (scripts/backend/clips/): a changed clip is copied again. */
const WIND_CLIP_SHA256 = '3befcdbac674e50d0e8199ca66fc4f311494f1f02a692cffaf2b0028e3e24585';
const WASH_CLIP_SHA256 = '0f0082e9a2a7c3d548896c385b664c6cdf158d312fb667cbf242e7cd5247a4fd';

/** Assets are drawn from this seed, never from the content seed (see the module comment). */
const assetSeed = 20240601;

const kebab = (key: string): string => key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
const byLanguage = (table: ByLanguage<AssetText>) => (locale: LocaleCode) => inLocale(table, locale);
const same =
  (title: string, alt = title) =>
  (): AssetText => [title, alt];

type RasterRow = [key: string, scene: SceneKey, variant: number, width: number, height: number, format: 'jpg' | 'png' | 'webp'];
const rasterRows: RasterRow[] = [
  ['stationDay', 'stationDay', 1, 1600, 900, 'jpg'],
  ['stationDusk', 'stationDusk', 1, 1600, 900, 'jpg'],
  ['stationNight', 'stationNight', 1, 1600, 900, 'jpg'],
  ['truckStop', 'truckStop', 1, 1600, 900, 'jpg'],
  ['windFarm', 'windFarm', 1, 1600, 900, 'jpg'],
  ['fields', 'fields', 1, 1600, 900, 'jpg'],
  ['roadForest', 'roadForest', 1, 1600, 900, 'jpg'],
  ['harbour', 'harbour', 1, 1600, 900, 'webp'],
  ['evCharger', 'evCharger', 1, 1600, 900, 'jpg'],
  ['carWash', 'carWash', 1, 1600, 900, 'webp'],
  ['city', 'city', 1, 1600, 900, 'webp'],
  ['lakeside', 'lakeside', 1, 1600, 900, 'jpg'],
  ['stationDay2', 'stationDay', 2, 1600, 900, 'jpg'],
  ['stationDusk2', 'stationDusk', 2, 1600, 900, 'jpg'],
  ['stationNight2', 'stationNight', 2, 1600, 900, 'jpg'],
  ['truckStop2', 'truckStop', 2, 1600, 900, 'jpg'],
  ['roadForest2', 'roadForest', 2, 1600, 900, 'webp'],
  ['stationDaySquare', 'stationDay', 3, 1200, 1200, 'jpg'],
  ['windFarmSquare', 'windFarm', 3, 1200, 1200, 'webp'],
  ['fieldsSquare', 'fields', 4, 800, 800, 'png'],
  ['evChargerPortrait', 'evCharger', 3, 900, 1200, 'jpg'],
  ['lakesidePortrait', 'lakeside', 3, 900, 1200, 'png'],
];

const mimeOf: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

function createdAt(index: number): string {
  // Spread over early 2024, a fixed past: asset metadata must not move with `today`.
  return new Date(Date.UTC(2024, 0, 8 + index * 5, 9, 30)).toISOString();
}

function buildCatalogue(): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const add = (key: string, entry: Omit<Entry, 'created' | 'mime'>): void => {
    entries.set(key, { ...entry, created: createdAt(entries.size), mime: mimeOf[entry.ext] ?? 'application/octet-stream' });
  };

  for (const [key, scene, variant, width, height, format] of rasterRows) {
    const seed = assetSeed + variant;
    const { focal } = composeScene(scene, { width, height, seed });
    add(key, {
      file: { path: `img/${kebab(key)}.${format}`, recipe: { kind: 'raster', scene, seed, width, height, format } },
      ext: format,
      width,
      height,
      focal,
      tags: ['photo', kebab(scene)],
      text: byLanguage(sceneText[scene]),
      extra: {},
    });
  }

  const vector = (key: string, svg: string, width: number, height: number, text: (l: LocaleCode) => AssetText, size: string): void =>
    add(key, {
      file: { path: `svg/${kebab(key)}.svg`, recipe: { kind: 'svg', svg } },
      ext: 'svg',
      width,
      height,
      focal: [0.5, 0.5],
      tags: ['vector'],
      text,
      extra: { size, maxWidth: width },
    });
  vector('logo', logoSvg(), 240, 56, (l) => ['Nordic Energy', inLocale(logoAlt, l)], 'l');
  vector('iconStation', iconSvg('pin', '#c62828'), 48, 48, byLanguage(iconText.iconStation), 's');
  vector('iconApp', iconSvg('phone', '#c62828'), 48, 48, byLanguage(iconText.iconApp), 's');
  vector('iconChat', iconSvg('chat', '#c62828'), 48, 48, byLanguage(iconText.iconChat), 's');
  vector('badgeAppStore', badgeSvg('Nordic Energy', 'App Store'), 180, 54, same('App Store'), 'm');
  vector('badgeGooglePlay', badgeSvg('Nordic Energy', 'Google Play'), 180, 54, same('Google Play'), 'm');
  vector('badgeAppGallery', badgeSvg('Nordic Energy', 'AppGallery'), 180, 54, same('AppGallery'), 'm');
  vector('badgeWeb', badgeSvg('Nordic Energy', 'Web app'), 180, 54, same('Web app'), 'm');
  for (const filter of stationFilters()) {
    const files = filterIconFiles(filter.code);
    add(`filter:${filter.code}`, {
      file: { path: `svg/${files.icon}`, recipe: { kind: 'svg', svg: iconSvg(filterGlyphs[filter.code], groupColors[filter.group], 32) } },
      ext: 'svg',
      width: 32,
      height: 32,
      focal: [0.5, 0.5],
      tags: ['icon', filter.group],
      text: same(filter.code),
      extra: { size: 's', maxWidth: 32 },
    });
    if (filter.quickFilter) {
      add(`quick:${filter.code}`, {
        file: { path: `svg/${files.quick}`, recipe: { kind: 'svg', svg: iconSvg(filterGlyphs[filter.code], '#1d1d1b', 40) } },
        ext: 'svg',
        width: 40,
        height: 40,
        focal: [0.5, 0.5],
        tags: ['icon', 'quick-filter'],
        text: same(filter.code),
        extra: { size: 's', maxWidth: 40 },
      });
    }
  }

  const video = (key: 'windVideo' | 'washVideo', scene: SceneKey, clip: { source: string; sha256: string; width: number; height: number }): void =>
    add(key, {
      // 16:9 (spec 9): a committed clip, H.264 compressed by ffmpeg (clips/make.ts), a few KB to tens of KB.
      file: { path: `video/${kebab(key)}.mp4`, recipe: { kind: 'clip', source: clip.source, sha256: clip.sha256 } },
      poster: {
        path: `img/${kebab(key)}-poster.jpg`,
        recipe: { kind: 'raster', scene, seed: assetSeed + 7, width: clip.width, height: clip.height, format: 'jpg' },
      },
      ext: 'mp4',
      width: clip.width,
      height: clip.height,
      focal: [0.5, 0.5],
      tags: ['video', kebab(scene)],
      text: byLanguage(videoText[key]),
      extra: { scaling: 'width', keepAspectRatio: true, autoplay: true },
    });
  video('windVideo', 'windFarm', { source: 'wind-video.mp4', sha256: WIND_CLIP_SHA256, width: 640, height: 360 });
  video('washVideo', 'carWash', { source: 'wash-video.mp4', sha256: WASH_CLIP_SHA256, width: 256, height: 144 });

  const pdfNames: Record<LocaleCode, [priceList: string, terms: string]> = {
    'fi-FI': ['hinnasto', 'kayttoehdot'],
    'en-EU': ['price-list', 'terms-of-use'],
    'sv-SE': ['prislista', 'allmanna-villkor'],
    'no-NO': ['prisliste', 'vilkar-for-bruk'],
  };
  for (const locale of localeCodes) {
    const text = inLocale(fileText, locale);
    const [priceName, termsName] = pdfNames[locale];
    const pdf = (key: string, name: string, title: string, lines: string[]): void =>
      add(`${key}:${locale}`, {
        file: { path: `files/${name}.pdf`, recipe: { kind: 'pdf', title, lines } },
        ext: 'pdf',
        width: 0,
        height: 0,
        focal: [0.5, 0.5],
        tags: ['document'],
        text: same(title),
        extra: {},
      });
    pdf('priceList', priceName, text.priceList, [...text.priceLines]);
    const legal = inLocale(paragraphs, locale).legal;
    pdf(
      'termsPdf',
      termsName,
      text.terms.replace(/ \(PDF\)$/, ''),
      legal.flatMap((paragraph, i) => [`${i + 1}. ${paragraph}`, '']),
    );
  }
  return entries;
}

const catalogue = buildCatalogue();

/** Every file of the catalogue (what writeContent renders). */
export function assetFiles(): AssetFile[] {
  return [...catalogue.values()].flatMap((entry) => (entry.poster ? [entry.file, entry.poster] : [entry.file]));
}

/** The Asset object of a catalogue key in a locale; per-locale files (pdf) resolve `key:locale`. */
export function assetFor(key: string, locale: LocaleCode): Asset {
  const entry = catalogue.get(`${key}:${locale}`) ?? catalogue.get(key);
  if (!entry) throw new Error(`assets: no asset "${key}"`);
  const [title, alt] = entry.text(locale);
  const src = `/assets/${entry.file.path}`;
  const raster = entry.file.recipe.kind === 'raster';
  const [fx, fy] = entry.focal;
  return {
    id: `asset-${kebab(key.replace(':', '-'))}`,
    title,
    alt,
    name: entry.file.path.slice(entry.file.path.indexOf('/') + 1),
    ext: entry.ext,
    width: entry.width,
    height: entry.height,
    created: entry.created,
    metadataValues: ['generated', entry.file.recipe.kind],
    focalPoint: [fx, fy],
    tags: [...entry.tags],
    copyright: { holder: 'Nordic Energy', year: Number(entry.created.slice(0, 4)) },
    licenses: ['Nordic Energy marketing use'],
    description: alt,
    type: entry.mime,
    appVersion: '',
    generic_url: `${src}?width={width}`,
    preview_url: raster ? `${src}?width=480` : entry.poster ? `/assets/${entry.poster.path}?width=480` : src,
    dynamic_url: raster ? `${src}?width={width}&crop=fp&fp=${fx},${fy}&fp_zoom=1` : src,
    src,
    ...entry.extra,
  };
}
