import { describe, expect, it } from 'vitest';
import { assetSchema, type Asset } from '../../../src/cms/schemas';
import {
  assetKind,
  assetUrl,
  densities,
  fileTypeLabel,
  imageSources,
  isDownloadAsset,
  objectPosition,
  parseDecoding,
  parseFill,
  parseLoading,
  parseScaling,
  phoneDirection,
  pictureSources,
  responsiveSources,
  screenWidths,
  vectorSettings,
  videoPoster,
  videoSettings,
} from '../../../src/cms/assets';
import { videoAllowed } from '../../../src/scripts/lazy-video';

const makeAsset = (fields: Record<string, unknown> = {}): Asset =>
  assetSchema.parse({
    id: 'a1',
    name: 'station.jpg',
    ext: 'jpg',
    width: 2000,
    height: 1000,
    focalPoint: [0.5, 0.3],
    generic_url: 'https://images.example/station.jpg?width={width}',
    src: 'https://images.example/station.jpg',
    ...fields,
  });

/** The query parameters of a URL or site path, as a plain object. */
const query = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://x.invalid').searchParams);

describe('assetKind (spec 5)', () => {
  it.each([
    ['jpeg', 'image'],
    ['jpg', 'image'],
    ['gif', 'image'],
    ['png', 'image'],
    ['webp', 'image'],
    ['pdf', 'image'],
    ['svg', 'vector'],
    ['mp4', 'video'],
    ['webm', 'video'],
    ['JPG', 'image'],
    ['Svg', 'vector'],
    ['.WEBM', 'video'],
  ])('%s → %s', (ext, kind) => {
    expect(assetKind(ext)).toBe(kind);
  });

  it.each(['', ' ', 'exe', 'html', 'jpgx', 'constructor', '__proto__', 'svg+xml'])('%j renders nothing', (ext) => {
    expect(assetKind(ext)).toBeNull();
  });

  it('is null for a missing extension', () => {
    expect(assetKind(undefined)).toBeNull();
    expect(assetKind(null)).toBeNull();
  });
});

describe('setting parsers and their defaults', () => {
  it('fill is cover or contain, default contain', () => {
    expect(parseFill('cover')).toBe('cover');
    expect(parseFill('contain')).toBe('contain');
    expect(parseFill('stretch')).toBe('contain');
    expect(parseFill(undefined)).toBe('contain');
  });
  it('loading is lazy or eager, default lazy', () => {
    expect(parseLoading('eager')).toBe('eager');
    expect(parseLoading('EAGER')).toBe('lazy');
    expect(parseLoading(null)).toBe('lazy');
  });
  it('decoding is async, auto or sync, default async', () => {
    expect(parseDecoding('sync')).toBe('sync');
    expect(parseDecoding('auto')).toBe('auto');
    expect(parseDecoding('later')).toBe('async');
  });
  it('video scaling is width or height, default width', () => {
    expect(parseScaling('height')).toBe('height');
    expect(parseScaling('depth')).toBe('width');
  });
});

describe('assetUrl (spec 7.6)', () => {
  it('fills the width placeholder and adds height, focal-point crop and format', () => {
    const url = assetUrl(makeAsset(), { width: 640, height: 320 });
    expect(url.startsWith('https://images.example/station.jpg?')).toBe(true);
    expect(query(url)).toEqual({ width: '640', height: '320', crop: 'fp', fp: '0.5,0.3', fp_zoom: '1', format: 'webp' });
  });

  it('leaves out height when none is asked for, and takes another format', () => {
    const params = query(assetUrl(makeAsset(), { width: 320, format: 'png' }));
    expect(params['height']).toBeUndefined();
    expect(params['format']).toBe('png');
  });

  it('keeps a site-path generic_url a site path', () => {
    const url = assetUrl(makeAsset({ generic_url: '/assets/images/x.png?w={width}' }), { width: 768 });
    expect(url.startsWith('/assets/images/x.png?w=768&')).toBe(true);
    expect(query(url)['fp_zoom']).toBe('1');
  });

  it('adds a width parameter when generic_url has no placeholder', () => {
    expect(query(assetUrl(makeAsset({ generic_url: 'https://images.example/y.jpg' }), { width: 1024 }))['width']).toBe('1024');
  });

  it('gives an empty url for an unusable generic_url', () => {
    expect(assetUrl(makeAsset({ generic_url: 'javascript:alert(1)//{width}' }), { width: 100 })).toBe('');
    expect(assetUrl(makeAsset({ generic_url: '//evil.example/{width}' }), { width: 100 })).toBe('');
    expect(assetUrl(makeAsset({ generic_url: 'relative/{width}.jpg' }), { width: 100 })).toBe('');
  });

  it('throws a clear error when no size is given (spec 5)', () => {
    expect(() => assetUrl(makeAsset(), { width: 0 })).toThrow(/width must be a positive number/);
    expect(() => assetUrl(makeAsset(), { width: Number.NaN })).toThrow(/size settings must not be empty/);
  });
});

describe('imageSources', () => {
  it('gives a density srcset at 1x, 1.5x and 2x', () => {
    expect(densities).toEqual([1, 1.5, 2]);
    const sources = imageSources(makeAsset(), { width: 400, height: 200 });
    const entries = sources.srcset.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, d]) => d)).toEqual(['1x', '1.5x', '2x']);
    expect(entries.map(([url]) => query(url ?? '')['width'])).toEqual(['400', '600', '800']);
    expect(entries.map(([url]) => query(url ?? '')['height'])).toEqual(['200', '300', '400']);
    expect(query(sources.src)['width']).toBe('400');
    expect(sources.width).toBe(400);
    expect(sources.height).toBe(200);
  });

  it("derives the height from the asset's aspect ratio when none is given", () => {
    expect(imageSources(makeAsset(), { width: 300 }).height).toBe(150);
    expect(imageSources(makeAsset({ width: 0, height: 0 }), { width: 300 }).height).toBeUndefined();
  });

  it("never asks for more pixels than the asset's own width", () => {
    const sources = imageSources(makeAsset({ width: 700, height: 350 }), { width: 400 });
    const widths = sources.srcset.split(', ').map((entry) => Number(query(entry.split(' ')[0] ?? '')['width']));
    // the widest served width within the asset's 700 px (src/lib/image-sizes.ts)
    expect(Math.max(...widths)).toBe(640);
    expect(sources.srcset).toMatch(/ 1x, .* 1\.5x, .* 1\.75x$/);
  });

  it('offers a single capped 1x when the asset is narrower than asked', () => {
    const sources = imageSources(makeAsset({ width: 200, height: 100 }), { width: 400 });
    expect(sources.srcset.split(', ')).toHaveLength(1);
    expect(sources.srcset.endsWith(' 1x')).toBe(true);
    expect(query(sources.src)['width']).toBe('160');
  });

  it('does not cap when the asset width is unknown', () => {
    const sources = imageSources(makeAsset({ width: 0 }), { width: 1000 });
    expect(query(sources.srcset.split(', ')[2] ?? '')['width']).toBe('2048');
  });

  it('throws a clear error for empty size or density settings (spec 5)', () => {
    expect(() => imageSources(makeAsset(), { width: 0 })).toThrow(/width/);
    expect(() => imageSources(makeAsset(), { width: 100, densities: [] })).toThrow(/density settings must not be empty/);
  });
});

describe('pictureSources', () => {
  it('gives each art direction, in order, its own density srcset cropped at its own size', () => {
    const asset = makeAsset({ width: 3000, height: 2000 });
    const [phone, tablet, ...rest] = pictureSources(asset, [
      { media: ' (max-width: 30rem) ', width: 480, height: 360 },
      { media: '(max-width: 64rem)', width: 1024 },
    ]);
    expect(rest).toEqual([]);
    expect(phone?.media).toBe('(max-width: 30rem)');
    const candidates = (srcset = '') => srcset.split(', ').map((entry) => entry.split(' '));
    expect(candidates(phone?.srcset).map(([url, d]) => [query(url ?? '')['width'], query(url ?? '')['height'], d])).toEqual([
      ['480', '360', '1x'],
      ['720', '540', '1.5x'],
      ['960', '720', '2x'],
    ]);
    expect([phone?.width, phone?.height]).toEqual([480, 360]);
    // no height: the asset's own aspect, as imageSources gives it
    expect(tablet).toEqual({ media: '(max-width: 64rem)', ...imageSources(asset, { width: 1024 }) });
    expect(tablet?.height).toBe(683);
  });

  it('crops around the focal point, as the <img> does', () => {
    const asset = makeAsset({ focalPoint: [0.8, 0.2] });
    const [source] = pictureSources(asset, [{ media: '(max-width: 30rem)', width: 480, height: 360 }]);
    expect(query(source?.src ?? '')).toMatchObject({ crop: 'fp', fp: '0.8,0.2', fp_zoom: '1', format: 'webp' });
  });

  it('gives none for none, and refuses a source without a media query', () => {
    expect(pictureSources(makeAsset(), [])).toEqual([]);
    expect(() => pictureSources(makeAsset(), [{ media: ' ', width: 480 }])).toThrow(/needs a media query/);
  });
});

describe('phoneDirection', () => {
  it("keeps the image's aspect at a phone's width, for the phone's viewports", () => {
    expect(phoneDirection(960, 400)).toEqual({ media: '(max-width: 30rem)', width: 480, height: 200 });
    expect(phoneDirection(960, 540)).toEqual({ media: '(max-width: 30rem)', width: 480, height: 270 });
    expect(phoneDirection(300, 500)).toEqual({ media: '(max-width: 30rem)', width: 480, height: 800 });
  });

  it("gives a phone at 1.75 dppx the 960 px source, where the desktop image's densities reach 1536 px", () => {
    const asset = makeAsset({ width: 3000, height: 2000 });
    const widths = (srcset: string) => srcset.split(', ').map((entry) => query(entry.split(' ')[0] ?? '')['width']);
    const [phone] = pictureSources(asset, [phoneDirection(960, 400)]);
    expect(widths(phone!.srcset)).toEqual(['480', '720', '960']);
    expect(widths(imageSources(asset, { width: 960, height: 400 }).srcset)).toEqual(['960', '1440', '1920']);
  });

  it('refuses a size without a positive width and height', () => {
    expect(() => phoneDirection(0, 400)).toThrow(/positive width and height/);
    expect(() => phoneDirection(960, Number.NaN)).toThrow(/positive width and height/);
  });
});

describe('responsiveSources', () => {
  it('lists the screen widths that fit the asset, with width descriptors and sizes', () => {
    expect(screenWidths).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    const sources = responsiveSources(makeAsset(), { sizes: '100vw' });
    expect(sources.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    expect(sources.sizes).toBe('100vw');
    expect(sources.width).toBe(1536);
    expect(sources.height).toBe(768);
  });

  it("stops at the asset's width and offers that width itself", () => {
    const sources = responsiveSources(makeAsset({ width: 1000, height: 500 }), { sizes: '100vw' });
    expect(sources.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '768w', '960w']);
  });

  it('crops to an aspect ratio when one is given', () => {
    const sources = responsiveSources(makeAsset(), { sizes: '100vw', aspect: 16 / 9 });
    expect(query(sources.src)).toMatchObject({ width: '1536', height: '864', crop: 'fp' });
  });

  it('throws a clear error for empty sizes (spec 5)', () => {
    expect(() => responsiveSources(makeAsset(), { sizes: ' ' })).toThrow(/size settings must not be empty/);
  });
});

describe('focal point, downloads, video and vector', () => {
  it('turns the focal point into object-position', () => {
    expect(objectPosition(makeAsset())).toBe('50% 30%');
    expect(objectPosition(makeAsset({ focalPoint: [0, 1] }))).toBe('0% 100%');
    expect(objectPosition(makeAsset({ focalPoint: [1 / 3, 0.5] }))).toBe('33.33% 50%');
  });

  it('a file under /assets/files/ is a download, with its type', () => {
    const pdf = makeAsset({ ext: 'pdf', src: '/assets/files/price-list.pdf' });
    expect(isDownloadAsset(pdf)).toBe(true);
    expect(fileTypeLabel(pdf)).toBe('PDF');
    expect(isDownloadAsset(makeAsset())).toBe(false);
  });

  it('forces video autoplay on (muted, inline) and asks for the 1920 px source at 0.001 s', () => {
    const video = videoSettings(makeAsset({ ext: 'mp4', generic_url: '/assets/video/x.mp4?w={width}', autoplay: false }));
    expect(video).toMatchObject({ autoplay: true, muted: true, playsInline: true, scaling: 'width', src: '/assets/video/x.mp4?w=1920#t=0.001' });
    expect(video.aspect).toBeCloseTo(16 / 9);
    expect(videoSettings(makeAsset({ ext: 'webm', scaling: 'height' }))).toMatchObject({ scaling: 'height', aspect: 2 });
    expect(videoSettings(makeAsset({ ext: 'mp4', generic_url: 'javascript:x' })).src).toBe('');
  });

  it("gives vectors the default size 'm'", () => {
    expect(vectorSettings(makeAsset({ ext: 'svg' }))).toEqual({ size: 'm', maxWidth: undefined });
    expect(vectorSettings(makeAsset({ ext: 'svg', size: 'l', maxWidth: 200 }))).toEqual({ size: 'l', maxWidth: 200 });
  });
});

describe('video poster and late loading', () => {
  it('takes the poster from preview_url when it is an image on the asset path, as webp at the width shown', () => {
    const asset = makeAsset({ ext: 'mp4', width: 640, height: 360, preview_url: '/assets/img/wind-video-poster.jpg?width=480' });
    expect(videoPoster(asset, 960, 540)).toBe('/assets/img/wind-video-poster.jpg?width=640&height=360&format=webp');
    expect(videoPoster(asset, 320)).toBe('/assets/img/wind-video-poster.jpg?width=320&format=webp');
    for (const preview_url of ['', '/assets/video/x.mp4', 'https://evil.example/p.jpg', 'javascript:alert(1)//.jpg', '/api/v1/x.jpg']) {
      expect(videoPoster(makeAsset({ ext: 'mp4', preview_url }), 960), preview_url).toBeNull();
    }
  });

  it('loads videos only without save-data and without a preference for reduced motion', () => {
    expect(videoAllowed(undefined, false)).toBe(true);
    expect(videoAllowed(false, false)).toBe(true);
    expect(videoAllowed(true, false)).toBe(false);
    expect(videoAllowed(false, true)).toBe(false);
  });
});
